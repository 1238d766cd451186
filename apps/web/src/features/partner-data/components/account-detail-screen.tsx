import { Paper, Stack, Title } from '@mantine/core';
import { ROUTES, type Account } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { useAccount } from '../api/get-account';
import { formatAmount } from '../lib/format';
import { ClientLink } from './client-link';
import { DetailFields, type DetailField } from './detail-fields';
import { DetailLayout } from './detail-layout';
import { StatusText } from './status-text';
import { SubTable } from './sub-table';
import { TRANSACTIONS } from './tables';

/** /account/{walletId}: the account, its client and bank details, then its transactions, 5 per page. */
export function AccountDetailScreen({ walletId }: { walletId: string }) {
  const { t, i18n } = useTranslation('data');
  const result = useAccount(walletId);
  const money = (a: Account, v: string) => formatAmount(v, a.currency, i18n.language);
  const fields = (a: Account): DetailField[] => [
    { label: t('detail.accountNumber'), value: a.walletId },
    { label: t('detail.clientId'), value: <ClientLink clientId={a.clientId} /> },
    { label: t('detail.type'), value: t(`accountTypes.${a.type}`) },
    { label: t('detail.label'), value: a.label ?? t('values.none') },
    { label: t('detail.integration'), value: a.integration },
    { label: t('detail.status'), value: <StatusText status={a.status} label={t(`accountStatus.${a.status}`)} /> },
    { label: t('detail.balance'), value: money(a, a.balance) },
    { label: t('detail.balanceOnHold'), value: money(a, a.balanceOnHold) },
    { label: t('detail.balanceFrozen'), value: money(a, a.balanceFrozen) },
    { label: t('detail.createdDate'), value: formatDate(a.createdDate) },
  ];
  const bank = (a: Account): DetailField[] =>
    a.bankDetails
      ? [
          { label: t('detail.iban'), value: a.bankDetails.iban },
          { label: t('detail.swift'), value: a.bankDetails.swift },
          { label: t('detail.bankName'), value: a.bankDetails.bankName },
          { label: t('detail.bankAddress'), value: a.bankDetails.bankAddress },
          { label: t('detail.recipient'), value: a.bankDetails.recipient },
        ]
      : [];
  return (
    <DetailLayout title={t('detail.account')} fallback={ROUTES.accounts} result={result}>
      {(a) => (
        <>
          <Paper withBorder p="md">
            <DetailFields fields={fields(a)} />
          </Paper>
          {a.bankDetails && (
            <Stack gap="xs">
              <Title order={2} size="h3">
                {t('detail.bankDetails')}
              </Title>
              <Paper withBorder p="md">
                <DetailFields fields={bank(a)} />
              </Paper>
            </Stack>
          )}
          <SubTable table={TRANSACTIONS} prefix="tx." fixed={{ walletId: a.walletId }} titleKey="detail.transactions" emptyKey="empty.walletTransactions" />
        </>
      )}
    </DetailLayout>
  );
}
