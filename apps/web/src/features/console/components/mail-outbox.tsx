import { Badge, Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../../components/ui/page-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { formatDateTime } from '../../../lib/format';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { notify } from '../../../lib/notify';
import { useMails } from '../api/get-mails';
import { useRetryMail } from '../api/retry-mail';

const COLOR = { PENDING: 'yellow', SENT: 'green', FAILED: 'red' } as const;

/** The platform screen's outbox: who was mailed what and how it went; a waiting or failed mail can be tried again. */
export function MailOutbox() {
  const { t, i18n } = useTranslation('console');
  const mails = useMails();
  const retry = useRetryMail();
  const showError = useErrorDialog();
  if (mails.isError) return <PageError onRetry={() => void mails.refetch()} />;
  if (!mails.data) return <PageLoader />;
  if (!mails.data.list.length) return <Text size="sm">{t('mails.none')}</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            {(['created', 'to', 'template', 'status', 'attempts', 'lastError', 'actions'] as const).map((c) => (
              <Table.Th key={c}>{t(`mails.columns.${c}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {mails.data.list.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>{formatDateTime(m.createdDate, i18n.language)}</Table.Td>
              <Table.Td>{m.to}</Table.Td>
              <Table.Td>{t(`mails.templates.${m.template}`, { defaultValue: m.template })}</Table.Td>
              <Table.Td>
                <Badge color={COLOR[m.status]} variant="light" miw="max-content">
                  {t(`mails.statuses.${m.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{m.attempts}</Table.Td>
              <Table.Td>{m.lastError ?? ''}</Table.Td>
              <Table.Td>
                {m.status !== 'SENT' && (
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={`${t('mails.retry')}: ${m.to}`}
                    loading={retry.isPending && retry.variables === m.id}
                    onClick={() =>
                      retry.mutate(m.id, {
                        onSuccess: () => void notify({ message: t('mails.retried'), kind: 'success' }),
                        onError: (e) => showError(e),
                      })
                    }
                  >
                    {t('mails.retry')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
