import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TICKET_TEXT_LIMITS, ticketReplyBody, type TicketReplyBody } from '@portal/contract';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { withIssueKeys, type IssueKeyOf, type IssueKeys } from '../../../lib/form-issues';
import { notify } from '../../../lib/notify';
import { useReplyTicket } from '../api/reply-ticket';

/** Catalogue key (`inbox`) of its one issue: the message is required. */
const REPLY_ISSUES = { '*': 'reply.required' } as const satisfies IssueKeys;

/** The user's answer to support on a ticket (POST /api/tickets/{id}/messages). */
export function ReplyForm({ ticketId, onDone }: { ticketId: string; onDone: () => void }) {
  const { t } = useTranslation('inbox');
  const showError = useErrorDialog();
  const form = useForm<TicketReplyBody>({
    // raw: the message is sent as typed
    resolver: withIssueKeys(zodResolver(ticketReplyBody, undefined, { raw: true }), REPLY_ISSUES),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { message: '' },
  });
  const reply = useReplyTicket(ticketId, {
    onSuccess: () => {
      notify({ kind: 'success', message: t('reply.sent') });
      onDone();
    },
    onError: showError,
  });
  const issue = form.formState.errors.message?.message as IssueKeyOf<typeof REPLY_ISSUES> | undefined;
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(({ message }) => reply.mutate(message))(e)}>
      <Stack gap="sm" style={{ '--mantine-color-error': 'var(--mantine-color-red-8)' }}>
        <Textarea
          {...form.register('message')}
          label={t('reply.label')}
          autosize
          minRows={4}
          maxRows={12}
          maxLength={TICKET_TEXT_LIMITS.messageMax}
          withAsterisk
          error={issue ? t(issue) : undefined}
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
