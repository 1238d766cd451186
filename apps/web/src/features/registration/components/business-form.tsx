import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { businessForm, isAllowedCountry, toBusinessPayload, type BusinessForm } from '@portal/contract';
import { PasswordChecklist } from '../../../components/ui/password-checklist';
import { useSchemaForm } from '../hooks/use-schema-form';
import { CountrySelect } from './country-select';
import { LegalChecks } from './legal-checks';

type Values = { [K in keyof BusinessForm]: K extends 'terms' | 'aml' ? boolean : string };
const EMPTY: Values = {
  email: '',
  password: '',
  passwordConfirm: '',
  companyName: '',
  companyRegNumber: '',
  companyAddress: '',
  companyCountry: '',
  phoneNumber: '',
  terms: false,
  aml: false,
};

/** The Company tab: business registration (spec 000 §5). */
export function BusinessRegistrationForm({
  email,
  pending,
  onSubmit,
}: {
  email: string;
  pending: boolean;
  onSubmit: (body: ReturnType<typeof toBusinessPayload>) => void;
}) {
  const { t } = useTranslation('registration');
  const f = useSchemaForm<Values>(businessForm, { ...EMPTY, email });
  const msg = (k: keyof Values) => {
    const e = f.error(k);
    return e ? t(`validation.${e}` as 'validation.required') : undefined;
  };
  const text = (k: keyof Values, type = 'text', autoComplete?: string) => (
    <TextInput
      label={t(`fields.${k}` as 'fields.email')}
      type={type}
      autoComplete={autoComplete}
      value={f.values[k] as string}
      onChange={(e) => f.set(k, e.currentTarget.value)}
      onBlur={() => f.touch(k)}
      error={msg(k)}
      withAsterisk
    />
  );
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        f.touchAll();
        const p = businessForm.safeParse(f.values);
        if (p.success) onSubmit(toBusinessPayload(p.data));
      }}
    >
      <Stack>
        {text('companyName', 'text', 'organization')}
        {text('companyRegNumber')}
        {text('companyAddress', 'text', 'street-address')}
        <CountrySelect
          label={t('fields.companyCountry')}
          value={f.values.companyCountry}
          onChange={(v) => {
            f.set('companyCountry', v);
            f.touch('companyCountry');
          }}
          error={f.values.companyCountry && !isAllowedCountry(f.values.companyCountry) ? undefined : msg('companyCountry')}
        />
        {text('phoneNumber', 'tel', 'tel')}
        {text('email', 'email', 'username')}
        <PasswordInput
          label={t('fields.password')}
          autoComplete="new-password"
          value={f.values.password}
          onChange={(e) => f.set('password', e.currentTarget.value)}
          onBlur={() => f.touch('password')}
          error={msg('password')}
          visibilityToggleButtonProps={{ 'aria-label': t('togglePassword') }}
          withAsterisk
        />
        <PasswordChecklist
          password={f.values.password}
          title={t('checklist.title')}
          labels={{ length: t('checklist.length'), lowerUpper: t('checklist.lowerUpper'), digitSpecial: t('checklist.digitSpecial') }}
        />
        <PasswordInput
          label={t('fields.passwordConfirm')}
          autoComplete="new-password"
          value={f.values.passwordConfirm}
          onChange={(e) => f.set('passwordConfirm', e.currentTarget.value)}
          onBlur={() => f.touch('passwordConfirm')}
          error={msg('passwordConfirm')}
          visibilityToggleButtonProps={{ 'aria-label': t('togglePassword') }}
          withAsterisk
        />
        <LegalChecks
          terms={f.values.terms}
          aml={f.values.aml}
          onChange={(k, v) => {
            f.set(k, v);
            f.touch(k);
          }}
          errors={{ terms: msg('terms'), aml: msg('aml') }}
        />
        <Button type="submit" disabled={!f.valid} loading={pending} fullWidth>
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
