import { Anchor, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CONSOLE_ROUTES,
  consoleReplyBody,
  TICKET_TEXT_LIMITS,
  type AttachmentRef,
  type ConsoleReplyBody,
  type ConsoleTicketState,
} from '@portal/contract';
import { TicketFiles } from '../../../components/ui/ticket-files';
import { AttachmentButtons } from '../../../components/ui/attachment-buttons';
import { useTicketFiles } from '../../../hooks/use-ticket-files';
import { PageError } from '../../../components/ui/page-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { SafeHtml } from '../../../components/ui/safe-html';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useTicket } from '../api/get-ticket';
import { useReplyTicket } from '../api/reply-ticket';
import { useSolveTicket } from '../api/solve-ticket';
import { useDownloadTicketFile } from '../api/download-ticket-file';
import { consoleResolver, useFieldError, useFormCallError } from '../lib/console-form';

export const STATE_COLORS: Record<ConsoleTicketState, string> = { PENDING_ADMIN: 'orange', PENDING_USER: 'gray', SOLVED: 'green' };

/** The files of one message: a click downloads one through the console's route. */
function Attachments({ id, files }: { id: string; files: AttachmentRef[] }) {
  const { t } = useTranslation('console');
  const showError = useErrorDialog();
  const download = useDownloadTicketFile({ onError: showError });
  return (
    <AttachmentButtons
      attachments={files}
      label={t('tickets.files')}
      downloadLabel={(name) => t('tickets.download', { name })}
      pendingKey={download.isPending ? (download.variables?.key ?? null) : null}
      onDownload={(a) => download.mutate({ id, key: a.key, name: a.name })}
    />
  );
}

/** Plain text typed by the operator, as the paragraphs of the answer (the server sanitizes it again). */
const toHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${p.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** /operator/tickets/:id: the thread and the bank's answer. */
export function TicketThread({ id }: { id: string }) {
  const { t, i18n } = useTranslation('console');
  const showError = useErrorDialog();
  const thread = useTicket(id);
  const reply = useReplyTicket();
  const solve = useSolveTicket();
  const files = useTicketFiles();
  const form = useForm<ConsoleReplyBody>({ resolver: consoleResolver(consoleReplyBody), defaultValues: { message: '' } });
  const fieldError = useFieldError();
  const onError = useFormCallError(form);
  const typed = useWatch({ control: form.control, name: 'message' }).trim();
  useDocumentTitle(thread.data?.ticket.title ?? t('tickets.title'));
  if (thread.isError) return <PageError onRetry={() => void thread.refetch()} />;
  if (!thread.data) return <PageLoader />;
  const { ticket, messages } = thread.data;
  const submit = ({ message }: ConsoleReplyBody) =>
    reply.mutate(
      { id, message: toHtml(message), files: files.files },
      { onSuccess: () => (form.reset(), files.reset(), notify({ message: t('tickets.sent'), kind: 'success' })), onError },
    );
  const markSolved = () =>
    solve.mutate(id, { onSuccess: () => notify({ message: t('tickets.solvedNotice'), kind: 'success' }), onError: (e) => showError(e) });
  return (
    <Stack gap="md">
      <Anchor component={Link} to={CONSOLE_ROUTES.tickets} w="fit-content">
        {t('tickets.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{ticket.title}</Title>
          <Text size="sm">
            {ticket.company ?? '—'} ({ticket.wlpId ?? '—'}) · {ticket.email}
          </Text>
        </div>
        <Group>
          <Badge size="lg" color={STATE_COLORS[ticket.state]} variant="light" tt="none" miw="max-content">
            {t(`tickets.states.${ticket.state}`)}
          </Badge>
          {ticket.state !== 'SOLVED' && (
            <Button variant="light" color="green" onClick={markSolved} loading={solve.isPending}>
              {t('tickets.solve')}
            </Button>
          )}
        </Group>
      </Group>
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('tickets.thread')}>
        {messages.map((m) => (
          <Paper key={m.id} component="li" withBorder p="md" bg={m.fromSupport ? 'var(--mantine-color-gray-0)' : undefined}>
            <Text size="sm" fw={600}>
              {m.fromSupport ? t('tickets.bank') : m.author} · {formatDateTime(m.date, i18n.language)}
            </Text>
            <SafeHtml html={m.html} />
            <Attachments id={ticket.id} files={m.attachments} />
          </Paper>
        ))}
      </Stack>
      <Paper withBorder p="md">
        <form noValidate onSubmit={(e) => void form.handleSubmit(submit)(e)}>
          <Stack gap="sm">
            <Textarea
              label={t('tickets.answer')}
              {...form.register('message')}
              error={fieldError(form.formState.errors.message)}
              maxLength={TICKET_TEXT_LIMITS.messageMax}
              autosize
              minRows={4}
              required
            />
            <TicketFiles files={files.files} problem={files.problem} onAdd={files.add} onRemove={files.remove} />
            <Button type="submit" loading={reply.isPending} disabled={!typed} w="fit-content">
              {t('tickets.send')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
