import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../../components/ui/page-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { formatDateTime } from '../../../lib/format';
import { useMails } from '../api/get-mails';

const COLOR = { PENDING: 'yellow', SENT: 'green', FAILED: 'red' } as const;

/** The platform screen's outbox: who was mailed what and how it went; `mail retry ID` on the command line sends again. */
export function MailOutbox() {
  const { t, i18n } = useTranslation('console');
  const mails = useMails();
  if (mails.isError) return <PageError onRetry={() => void mails.refetch()} />;
  if (!mails.data) return <PageLoader />;
  if (!mails.data.list.length) return <Text size="sm">{t('mails.none')}</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            {(['created', 'to', 'template', 'status', 'attempts', 'lastError'] as const).map((c) => (
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
                <Badge color={COLOR[m.status]} variant="light">
                  {t(`mails.statuses.${m.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{m.attempts}</Table.Td>
              <Table.Td>{m.lastError ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
