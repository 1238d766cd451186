import type { ReactNode } from 'react';
import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PARTNER_CURRENCIES } from '@portal/contract';
import type { IssueKeyOf } from '../../../lib/form-issues';
import type { SIMULATION_ISSUES } from '../lib/forms';

/** The catalogue text of a field's issue, if any. */
export function useIssue(errors: FieldErrors) {
  const { t } = useTranslation('simulations');
  return (field: string) => {
    const key = errors[field]?.message as IssueKeyOf<typeof SIMULATION_ISSUES> | undefined;
    return key ? t(key) : undefined;
  };
}

/** A wallet, card or client id: typed on the Simulations screen, fixed when the form is opened from its detail page. */
export function IdField({ label, fixed, error, field }: { label: string; fixed?: string; error?: string; field: UseFormRegisterReturn }) {
  return (
    <TextInput
      {...field}
      label={label}
      readOnly={fixed !== undefined}
      variant={fixed === undefined ? 'default' : 'filled'}
      withAsterisk
      autoComplete="off"
      error={error}
    />
  );
}

/** Amount (two decimals) and currency. */
export function AmountFields({
  amount,
  currency,
  error,
}: {
  amount: UseFormRegisterReturn;
  currency: UseFormRegisterReturn;
  error?: string;
}) {
  const { t } = useTranslation('simulations');
  return (
    <Group grow align="flex-start">
      <TextInput {...amount} label={t('form.amount')} description={t('form.amountHint')} inputMode="decimal" withAsterisk error={error} />
      <NativeSelect {...currency} label={t('form.currency')} data={[...PARTNER_CURRENCIES]} />
    </Group>
  );
}

/** The form's fields, its Run button, then what the last run did. */
export function SimulationFormLayout({
  onSubmit,
  pending,
  result,
  children,
}: {
  onSubmit: (e: React.FormEvent) => void;
  pending: boolean;
  result: { color: string; text: string; actions?: ReactNode } | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('simulations');
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="sm">
        {children}
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {t('form.run')}
          </Button>
        </Group>
        {result && (
          <Alert color={result.color} variant="light" role="status" title={t('result.title')}>
            <Stack gap="xs">
              <span>{result.text}</span>
              {result.actions}
            </Stack>
          </Alert>
        )}
      </Stack>
    </form>
  );
}
