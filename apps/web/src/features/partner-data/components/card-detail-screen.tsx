import { Paper } from '@mantine/core';
import { ROUTES, type Card } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { useCard } from '../api/get-card';
import { formatAmount } from '../lib/format';
import { ClientLink } from './client-link';
import { DetailFields, type DetailField } from './detail-fields';
import { DetailLayout } from './detail-layout';
import { StatusText } from './status-text';
import { SubTable } from './sub-table';
import { TRANSACTIONS } from './tables';

/** /card/{walletId}: designed like the account detail: the card, its client, then its transactions. */
export function CardDetailScreen({ walletId }: { walletId: string }) {
  const { t, i18n } = useTranslation('data');
  const result = useCard(walletId);
  const money = (c: Card, v: string) => formatAmount(v, c.currency, i18n.language);
  const fields = (c: Card): DetailField[] => [
    { label: t('detail.cardId'), value: c.walletId },
    { label: t('detail.clientId'), value: <ClientLink clientId={c.clientId} /> },
    { label: t('detail.cardholder'), value: c.cardholder },
    { label: t('detail.cardNumber'), value: c.cardNumberMask },
    { label: t('detail.cardType'), value: t(c.virtual ? 'values.virtual' : 'values.physical') },
    { label: t('detail.integration'), value: c.integration },
    { label: t('detail.status'), value: <StatusText status={c.status} label={t(`cardStatus.${c.status}`)} /> },
    { label: t('detail.balance'), value: money(c, c.balance) },
    { label: t('detail.balanceOnHold'), value: money(c, c.balanceOnHold) },
    { label: t('detail.balanceFrozen'), value: money(c, c.balanceFrozen) },
    { label: t('detail.availableAmount'), value: money(c, c.availableAmount) },
    { label: t('detail.lockedAmount'), value: money(c, c.lockedAmount) },
    { label: t('detail.expirationDate'), value: formatDate(`${c.expirationDate}T00:00:00`) },
    { label: t('detail.createdDate'), value: formatDate(c.creationDate) },
  ];
  return (
    <DetailLayout title={t('detail.card')} fallback={ROUTES.cards} result={result}>
      {(c) => (
        <>
          <Paper withBorder p="md">
            <DetailFields fields={fields(c)} />
          </Paper>
          <SubTable table={TRANSACTIONS} prefix="tx." fixed={{ walletId: c.walletId }} titleKey="detail.transactions" emptyKey="empty.walletTransactions" />
        </>
      )}
    </DetailLayout>
  );
}
