import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { email as emailSchema } from '@portal/contract';
import { notify } from '../../lib/notify';
import { useErrorDialog } from '../errors/error-dialog-context';
import { useResendConfirmation } from './resend-confirmation';

/** Opened when sign-in answers email_not_confirmed: sends the confirmation e-mail again. */
export function ResendDialog({ opened, email, onClose }: { opened: boolean; email: string; onClose: () => void }) {
  const { t } = useTranslation('recovery');
  const showError = useErrorDialog();
  const [value, setValue] = useState(email);
  const resend = useResendConfirmation(() => {
    notify({ kind: 'success', message: t('resend.sent') });
    onClose();
  });
  const valid = emailSchema.safeParse(value).success;
  return (
    <Modal opened={opened} onClose={onClose} title={t('resend.title')} closeButtonProps={{ 'aria-label': t('resend.close') }} centered>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          // the dialog is portalled out of the sign-in form, but React still bubbles the submit to it
          e.stopPropagation();
          if (valid) resend.mutate(value, { onError: (err) => showError(err) });
        }}
      >
        <Stack>
          <Text size="sm">{t('resend.text')}</Text>
          <TextInput label={t('fields.email')} type="email" value={value} onChange={(e) => setValue(e.currentTarget.value)} withAsterisk />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('resend.cancel')}
            </Button>
            <Button type="submit" disabled={!valid} loading={resend.isPending}>
              {t('resend.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
