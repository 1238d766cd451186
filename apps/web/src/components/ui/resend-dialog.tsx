import '../../styles/mantine-later.css';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotForm } from '@portal/contract';
import { notify } from '../../lib/notify';
import { useErrorDialog } from '../errors/error-dialog-context';
import { useResendConfirmation } from './resend-confirmation';

/** Opened when sign-in answers email_not_confirmed: sends the confirmation e-mail again. */
export function ResendDialog({ opened, email, onClose }: { opened: boolean; email: string; onClose: () => void }) {
  const { t } = useTranslation('recovery');
  const showError = useErrorDialog();
  // no message under the field: Send stays disabled until the e-mail is valid
  const form = useForm({ resolver: zodResolver(forgotForm), defaultValues: { email } });
  const resend = useResendConfirmation(() => {
    notify({ kind: 'success', message: t('resend.sent') });
    onClose();
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('resend.title')} closeButtonProps={{ 'aria-label': t('resend.close') }} centered>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          // the dialog is portalled out of the sign-in form, but React still bubbles the submit to it
          e.stopPropagation();
          void form.handleSubmit((values) => resend.mutate(values.email, { onError: (err) => showError(err) }))(e);
        }}
      >
        <Stack>
          <Text size="sm">{t('resend.text')}</Text>
          <TextInput {...form.register('email')} label={t('fields.email')} type="email" withAsterisk />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('resend.cancel')}
            </Button>
            <Button type="submit" disabled={!form.formState.isValid} loading={resend.isPending}>
              {t('resend.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
