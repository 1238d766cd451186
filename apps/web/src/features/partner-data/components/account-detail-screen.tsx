import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';
import { ROUTES, type Account } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../api/get-account';
import { DetailFields } from './detail-fields';
import { WalletDetail } from './wallet-detail';

/** /account/{walletId}: the account, its client and bank details, then its transactions, 5 per page. */
export function AccountDetailScreen({ walletId, actions }: { walletId: string; actions?: ReactNode }) {
  const { t } = useTranslation('data');
  return (
    <WalletDetail
      title={t('detail.account')}
      fallback={ROUTES.accounts}
      actions={actions}
      result={useAccount(walletId)}
      idLabel="detail.accountNumber"
      statusLabel={(a: Account) => t(`accountStatus.${a.status}`)}
      createdDate={(a) => a.createdDate}
      own={(a) => [
        { label: t('detail.type'), value: t(`accountTypes.${a.type}`) },
        { label: t('detail.label'), value: a.label ?? t('values.none') },
      ]}
    >
      {(a) =>
        a.bankDetails && (
          <Stack gap="xs">
            <Title order={2} size="h3">
              {t('detail.bankDetails')}
            </Title>
            <Paper withBorder p="md">
              <DetailFields
                fields={[
                  { label: t('detail.iban'), value: a.bankDetails.iban },
                  { label: t('detail.swift'), value: a.bankDetails.swift },
                  { label: t('detail.bankName'), value: a.bankDetails.bankName },
                  { label: t('detail.bankAddress'), value: a.bankDetails.bankAddress },
                  { label: t('detail.recipient'), value: a.bankDetails.recipient },
                ]}
              />
            </Paper>
          </Stack>
        )
      }
    </WalletDetail>
  );
}
