import type { Account } from '@portal/contract';

/** What an account and a card have in common: the rows and details drawn the same way for both. */
export type WalletRow = Pick<
  Account,
  'walletId' | 'clientId' | 'integration' | 'currency' | 'balance' | 'balanceOnHold' | 'balanceFrozen'
> & {
  status: string;
};
