import { useState } from 'react';
import { Modal, Stack, TextInput } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { LIMITS, SECRETS_MAX, type Secret } from '@portal/contract';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { FormActions } from '../../../components/ui/form-actions';
import { useCreateSecret } from '../api/create-secret';
import { withIssueKeys, type IssueKeyOf } from '../../../lib/form-issues';
import { KEY_FORM_DEFAULTS, KEY_FORM_ISSUES, keyFormSchema, toSecretBody, type KeyFormValues } from '../lib/key-form';
import { GeneratedSecret } from './generated-secret';
import { KeySettingsFields } from './key-settings-fields';

/**
 * 'Generate secret': a label, the access (full, read-only or chosen scopes), an optional expiry day and
 * IP list; then the new token and secret shown once with copy buttons.
 */
export function GenerateSecretModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('secrets');
  const showError = useErrorDialog();
  const [made, setMade] = useState<Secret | null>(null);
  const form = useForm<KeyFormValues>({
    resolver: withIssueKeys(zodResolver(keyFormSchema), KEY_FORM_ISSUES),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: KEY_FORM_DEFAULTS,
  });
  const access = useWatch({ control: form.control, name: 'access' });
  const create = useCreateSecret({
    onSuccess: setMade,
    onError: (error) =>
      showError(error, [
        { error: 'too_many_secrets', title: t('generate.tooManyTitle'), message: t('generate.tooMany', { max: String(SECRETS_MAX) }) },
      ]),
  });
  const close = () => {
    setMade(null);
    form.reset();
    create.reset();
    onClose();
  };
  const issue = form.formState.errors.label?.message as IssueKeyOf<typeof KEY_FORM_ISSUES> | undefined;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={made ? t('generated.title') : t('generate.title')}
      closeButtonProps={{ 'aria-label': t('generate.close') }}
      size="lg"
    >
      {made ? (
        <GeneratedSecret secret={made} onDone={close} />
      ) : (
        <form noValidate onSubmit={form.handleSubmit((values) => create.mutate(toSecretBody(values)))}>
          <Stack gap="md">
            <TextInput
              {...form.register('label')}
              label={t('generate.label')}
              description={t('generate.labelHint')}
              maxLength={LIMITS.labelMax}
              withAsterisk
              data-autofocus
              error={issue ? t(issue, { max: String(LIMITS.labelMax) }) : undefined}
            />
            <KeySettingsFields control={form.control} register={form.register} errors={form.formState.errors} access={access} />
            <FormActions
              cancelLabel={t('generate.cancel')}
              submitLabel={t('generate.submit')}
              onCancel={close}
              pending={create.isPending}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
