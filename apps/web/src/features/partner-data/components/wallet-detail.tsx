import type { ReactNode } from 'react';
import { Paper } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../lib/format';
import type { WalletRow } from '../lib/wallet';
import { ClientLink } from './client-link';
import { DetailFields, type DetailField } from './detail-fields';
import { DetailLayout } from './detail-layout';
import { StatusText } from './status-text';
import { SUB_TABLE_PREFIX, SubTable } from './sub-table';
import { TRANSACTIONS } from './tables';

export interface WalletDetailProps<T extends WalletRow> {
  title: string;
  /** where Go back leads when the detail was opened directly */
  fallback: string;
  result: UseQueryResult<T>;
  /** data-namespace key of the id's label */
  idLabel: 'detail.accountNumber' | 'detail.cardId';
  statusLabel: (w: T) => string;
  createdDate: (w: T) => string;
  /** fields shown after the client id, and after the balances */
  own: (w: T) => DetailField[];
  more?: (w: T, money: (amount: string) => string) => DetailField[];
  /** sections between the fields and the transactions (the account's bank details) */
  children?: (w: T) => ReactNode;
  /** beside Go back (the route's Simulate menu) */
  actions?: ReactNode;
}

/** An account or card detail: its fields, its client, then its transactions, 5 per page (partner-portal §2). */
export function WalletDetail<T extends WalletRow>({
  title,
  fallback,
  result,
  idLabel,
  statusLabel,
  createdDate,
  own,
  more,
  children,
  actions,
}: WalletDetailProps<T>) {
  const { t, i18n } = useTranslation('data');
  const fields = (w: T): DetailField[] => {
    const money = (amount: string) => formatMoney(amount, w.currency, i18n.language);
    return [
      { label: t(idLabel), value: w.walletId },
      { label: t('detail.clientId'), value: <ClientLink clientId={w.clientId} /> },
      ...own(w),
      { label: t('detail.integration'), value: w.integration },
      { label: t('detail.status'), value: <StatusText status={w.status} label={statusLabel(w)} /> },
      { label: t('detail.balance'), value: money(w.balance) },
      { label: t('detail.balanceOnHold'), value: money(w.balanceOnHold) },
      { label: t('detail.balanceFrozen'), value: money(w.balanceFrozen) },
      ...(more?.(w, money) ?? []),
      { label: t('detail.createdDate'), value: formatDate(createdDate(w)) },
    ];
  };
  return (
    <DetailLayout title={title} fallback={fallback} result={result} actions={actions}>
      {(w) => (
        <>
          <Paper withBorder p="md">
            <DetailFields fields={fields(w)} />
          </Paper>
          {children?.(w)}
          <SubTable
            table={TRANSACTIONS}
            prefix={SUB_TABLE_PREFIX.transactions}
            fixed={{ walletId: w.walletId }}
            titleKey="detail.transactions"
            emptyKey="empty.walletTransactions"
          />
        </>
      )}
    </DetailLayout>
  );
}
