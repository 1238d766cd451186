import type { ReactNode } from 'react';
import { ROUTES, type Card } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useCard } from '../api/get-card';
import { WalletDetail } from './wallet-detail';

/** /card/{walletId}: designed like the account detail: the card, its client, then its transactions. */
export function CardDetailScreen({ walletId, actions }: { walletId: string; actions?: ReactNode }) {
  const { t } = useTranslation('data');
  return (
    <WalletDetail
      title={t('detail.card')}
      fallback={ROUTES.cards}
      actions={actions}
      result={useCard(walletId)}
      idLabel="detail.cardId"
      statusLabel={(c: Card) => t(`cardStatus.${c.status}`)}
      createdDate={(c) => c.creationDate}
      own={(c) => [
        { label: t('detail.cardholder'), value: c.cardholder },
        { label: t('detail.cardNumber'), value: c.cardNumberMask },
        { label: t('detail.cardType'), value: t(c.virtual ? 'values.virtual' : 'values.physical') },
      ]}
      more={(c, money) => [
        { label: t('detail.availableAmount'), value: money(c.availableAmount) },
        { label: t('detail.lockedAmount'), value: money(c.lockedAmount) },
        { label: t('detail.expirationDate'), value: formatDate(c.expirationDate) },
      ]}
    />
  );
}
