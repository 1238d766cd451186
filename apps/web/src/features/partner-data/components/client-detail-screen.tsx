import { Paper } from '@mantine/core';
import { ROUTES, type Client } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useClient } from '../api/get-client';
import { DetailFields, type DetailField } from './detail-fields';
import { DetailLayout } from './detail-layout';
import { SUB_TABLE_PREFIX, SubTable } from './sub-table';
import { ACCOUNTS, CARDS } from './tables';

/** /client/{clientId}: the client, then its bank accounts and cards, 5 per page each. */
export function ClientDetailScreen({ clientId }: { clientId: string }) {
  const { t } = useTranslation('data');
  const result = useClient(clientId);
  const fallback = result.data?.type === 'EXTERNAL_BUSINESS' ? ROUTES.clientsBusiness : ROUTES.clientsIndividual;
  const none = t('values.none');
  const fields = (c: Client): DetailField[] => [
    { label: t('detail.id'), value: c.clientId },
    { label: t('detail.email'), value: c.email },
    { label: t('detail.type'), value: t(`clientTypes.${c.type}`) },
    ...(c.type === 'EXTERNAL_INDIVIDUAL'
      ? [
          { label: t('detail.firstName'), value: c.firstName ?? none },
          { label: t('detail.lastName'), value: c.lastName ?? none },
        ]
      : [
          { label: t('detail.companyName'), value: c.companyName ?? none },
          { label: t('detail.companyRegNumber'), value: c.companyRegNumber ?? none },
        ]),
  ];
  return (
    <DetailLayout title={t('detail.client')} fallback={fallback} result={result}>
      {(c) => (
        <>
          <Paper withBorder p="md">
            <DetailFields fields={fields(c)} />
          </Paper>
          <SubTable
            table={ACCOUNTS}
            prefix={SUB_TABLE_PREFIX.accounts}
            fixed={{ clientId: c.clientId }}
            titleKey="detail.clientAccounts"
            emptyKey="empty.clientAccounts"
          />
          <SubTable
            table={CARDS}
            prefix={SUB_TABLE_PREFIX.cards}
            fixed={{ clientId: c.clientId }}
            titleKey="detail.clientCards"
            emptyKey="empty.clientCards"
          />
        </>
      )}
    </DetailLayout>
  );
}
