import type { Account, Card, Client, Transaction } from '@portal/contract';
import { isoTs } from '../../lib/list/sql';

/**
 * The one mapping of each partner table to its contract type, used by the portal lists and detail
 * calls, the CSV export and the partner API. Per table: `from` (the table and its alias, which the
 * select list and every condition on it use), `select` (each column aliased to its contract field;
 * timestamps as ISO-8601 text in UTC from SQL, the same on both drivers) and `map` (a selected row to
 * the contract type; the CSV export writes the selected columns as they are).
 */
export interface TableMapping<R, T> {
  from: string;
  select: string;
  map: (row: R) => T;
}

const isoDay = (col: string) => `to_char(${col}, 'YYYY-MM-DD')`;
const same = <T>(r: T) => r;

export const CLIENT: TableMapping<Client, Client> = {
  from: 'clients c',
  select: `c.client_id::text AS "clientId", c.email, c.type, c.first_name AS "firstName", c.last_name AS "lastName",
  c.company_name AS "companyName", c.company_reg_number AS "companyRegNumber", ${isoTs('c.created_at')} AS "createdDate"`,
  map: same,
};

/** An account as selected: its bank details flat (as the CSV columns are), nested by `map`. */
export type AccountRow = Omit<Account, 'bankDetails'> & {
  bankAddress: string | null;
  bankName: string | null;
  iban: string | null;
  recipient: string | null;
  swift: string | null;
};

function toAccount(r: AccountRow): Account {
  const { bankAddress, bankName, iban, recipient, swift, ...rest } = r;
  return {
    ...rest,
    bankDetails: iban
      ? { bankAddress: bankAddress ?? '', bankName: bankName ?? '', iban, recipient: recipient ?? '', swift: swift ?? '' }
      : null,
  };
}

export const ACCOUNT: TableMapping<AccountRow, Account> = {
  from: 'accounts a',
  select: `a.wallet_id::text AS "walletId", a.integration, a.currency, a.balance::text AS balance,
  a.balance_on_hold::text AS "balanceOnHold", a.balance_frozen::text AS "balanceFrozen", a.status, a.client_id::text AS "clientId",
  a.type, a.label, ${isoTs('a.created_at')} AS "createdDate", a.bank_address AS "bankAddress", a.bank_name AS "bankName",
  a.iban, a.recipient, a.swift`,
  map: toAccount,
};

export const CARD: TableMapping<Card, Card> = {
  from: 'cards k',
  select: `k.wallet_id::text AS "walletId", k.integration, k.cardholder, k.card_number_mask AS "cardNumberMask", k.virtual,
  k.currency, k.balance::text AS balance, k.balance_on_hold::text AS "balanceOnHold", k.balance_frozen::text AS "balanceFrozen",
  (k.balance - k.balance_on_hold - k.balance_frozen)::text AS "availableAmount",
  (k.balance_on_hold + k.balance_frozen)::text AS "lockedAmount", k.status, k.client_id::text AS "clientId",
  ${isoDay('k.expiration_date')} AS "expirationDate", ${isoTs('k.created_at')} AS "creationDate"`,
  map: same,
};

export const TRANSACTION: TableMapping<Transaction, Transaction> = {
  from: 'transactions t',
  select: `t.transaction_number AS "transactionNumber", t.transaction_type AS "transactionType", t.orig_ccy AS "origCcy",
  t.amount_orig_ccy::text AS "amountOrigCcy", t.details, ${isoTs('t.created_at')} AS date, t.wallet_id::text AS "walletId",
  t.client_id::text AS "clientId"`,
  map: same,
};
