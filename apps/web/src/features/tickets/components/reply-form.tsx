import { useState } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TICKET_TEXT_LIMITS, ticketReplyBody } from '@portal/contract';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { notify } from '../../../lib/notify';
import { useReplyTicket } from '../api/reply-ticket';

/** The user's answer to support on a ticket (POST /api/tickets/{id}/messages). */
export function ReplyForm({ ticketId, onDone }: { ticketId: string; onDone: () => void }) {
  const { t } = useTranslation('inbox');
  const showError = useErrorDialog();
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  const reply = useReplyTicket(ticketId, {
    onSuccess: () => {
      notify({ kind: 'success', message: t('reply.sent') });
      onDone();
    },
    onError: showError,
  });
  const valid = ticketReplyBody.safeParse({ message }).success;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (valid) reply.mutate(message);
      }}
    >
      <Stack gap="sm" style={{ '--mantine-color-error': 'var(--mantine-color-red-8)' }}>
        <Textarea
          label={t('reply.label')}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          onBlur={() => setTouched(true)}
          autosize
          minRows={4}
          maxRows={12}
          maxLength={TICKET_TEXT_LIMITS.messageMax}
          withAsterisk
          error={touched && !valid ? t('reply.required') : undefined}
          data-autofocus
        />
        <Group gap="sm">
          <Button type="submit" loading={reply.isPending} leftSection={<IconSend size={16} aria-hidden />}>
            {t('reply.send')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('reply.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
