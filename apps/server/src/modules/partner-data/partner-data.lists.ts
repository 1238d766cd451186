import { ACCOUNT_STATUSES, ACCOUNT_TYPES, CARD_STATUSES, CLIENT_TYPES, type LISTS } from '@portal/contract';
import type { Bind, FilterSpec, ListSpec } from '../../lib/list-query';
import { condition } from '../../lib/list-query';

/** ISO-8601 in UTC from SQL, the same text on both drivers. */
const isoTs = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const isoDay = (col: string) => `to_char(${col}, 'YYYY-MM-DD')`;

export const CLIENT_COLUMNS = `c.client_id::text AS "clientId", c.email, c.type, c.first_name AS "firstName", c.last_name AS "lastName",
  c.company_name AS "companyName", c.company_reg_number AS "companyRegNumber", ${isoTs('c.created_at')} AS "createdDate"`;

export const ACCOUNT_COLUMNS = `a.wallet_id::text AS "walletId", a.integration, a.currency, a.balance::text AS balance,
  a.balance_on_hold::text AS "balanceOnHold", a.balance_frozen::text AS "balanceFrozen", a.status, a.client_id::text AS "clientId",
  a.type, a.label, ${isoTs('a.created_at')} AS "createdDate", a.bank_address AS "bankAddress", a.bank_name AS "bankName",
  a.iban, a.recipient, a.swift`;

export const CARD_COLUMNS = `k.wallet_id::text AS "walletId", k.integration, k.cardholder,
  k.card_number_mask AS "cardNumberMask", k.virtual,
  k.currency, k.balance::text AS balance, k.balance_on_hold::text AS "balanceOnHold", k.balance_frozen::text AS "balanceFrozen",
  (k.balance - k.balance_on_hold - k.balance_frozen)::text AS "availableAmount",
  (k.balance_on_hold + k.balance_frozen)::text AS "lockedAmount",
  k.status, k.client_id::text AS "clientId",
  ${isoDay('k.expiration_date')} AS "expirationDate", ${isoTs('k.created_at')} AS "creationDate"`;

export const TRANSACTION_COLUMNS = `t.transaction_number AS "transactionNumber", t.transaction_type AS "transactionType",
  t.orig_ccy AS "origCcy",
  t.amount_orig_ccy::text AS "amountOrigCcy", t.details, ${isoTs('t.created_at')} AS date, t.wallet_id::text AS "walletId",
  t.client_id::text AS "clientId"`;

const byClient = (col: string): FilterSpec => ({
  kind: 'custom',
  sql: (bind, v) =>
    `t.client_id IN (SELECT c.client_id FROM clients c WHERE c.partner_id = $1 AND ` +
    `${condition('', { kind: 'text', expr: `c.${col}` }, v, bind)})`,
});

/** One map serves the three client descriptors (their filters are subsets of these). */
export const CLIENTS: ListSpec<typeof LISTS.clientsIndividual | typeof LISTS.clientsBusiness> = {
  from: 'clients c',
  owner: 'c.partner_id',
  select: CLIENT_COLUMNS,
  filters: {
    type: { kind: 'exact', expr: 'c.type', values: CLIENT_TYPES },
    email: { kind: 'text', expr: 'c.email' },
    clientId: { kind: 'id', expr: 'c.client_id', type: 'uuid' },
    firstName: { kind: 'text', expr: 'c.first_name' },
    lastName: { kind: 'text', expr: 'c.last_name' },
    companyName: { kind: 'text', expr: 'c.company_name' },
    companyRegNumber: { kind: 'text', expr: 'c.company_reg_number' },
  },
  sorts: {
    createdDate: { expr: 'c.created_at', type: 'timestamptz', tie: 'c.client_id', tieType: 'uuid', tieDesc: false },
    email: { expr: 'c.email', type: 'text', tie: 'c.client_id', tieType: 'uuid', tieDesc: true },
  },
  counter: { list: 'clients', dims: { type: 'scope' } },
};

const walletFilters = (alias: string, statuses: readonly string[]) => ({
  walletId: { kind: 'id', expr: `${alias}.wallet_id`, type: 'bigint' } as FilterSpec,
  integration: { kind: 'exact', expr: `${alias}.integration` } as FilterSpec,
  clientId: { kind: 'id', expr: `${alias}.client_id`, type: 'uuid' } as FilterSpec,
  status: { kind: 'exact', expr: `${alias}.status`, values: statuses } as FilterSpec,
});

export const ACCOUNTS: ListSpec<typeof LISTS.accounts> = {
  from: 'accounts a',
  owner: 'a.partner_id',
  select: ACCOUNT_COLUMNS,
  // `type` comes from the path (/accounts/list/{type}), never from the filter parameter
  filters: { ...walletFilters('a', ACCOUNT_STATUSES), type: { kind: 'exact', expr: 'a.type', values: ACCOUNT_TYPES } },
  sorts: {
    balance: { expr: 'a.balance', type: 'numeric', tie: 'a.wallet_id', tieType: 'bigint', tieDesc: false },
    walletId: { expr: 'a.wallet_id', type: 'bigint', tie: 'a.wallet_id', tieType: 'bigint', tieDesc: true },
  },
  counter: { list: 'accounts', dims: { type: 'scope', status: 'status', integration: 'integration' } },
};

export const CARDS: ListSpec<typeof LISTS.cards> = {
  from: 'cards k',
  owner: 'k.partner_id',
  select: CARD_COLUMNS,
  filters: walletFilters('k', CARD_STATUSES),
  sorts: {
    balance: { expr: 'k.balance', type: 'numeric', tie: 'k.wallet_id', tieType: 'bigint', tieDesc: false },
    walletId: { expr: 'k.wallet_id', type: 'bigint', tie: 'k.wallet_id', tieType: 'bigint', tieDesc: true },
  },
  counter: { list: 'cards', dims: { status: 'status', integration: 'integration' } },
};

/** Transactions filtered only by their client (id or name): sum the per-client counters. */
function transactionsByClientCount(values: Record<string, string>, bind: Bind): string | null {
  const fields = Object.keys(values);
  if (fields.length === 0 || !fields.every((f) => f === 'clientId' || f === 'firstName' || f === 'lastName')) return null;
  const parts = ['c.partner_id = $1'];
  if (values.clientId !== undefined)
    parts.push(condition('clientId', { kind: 'id', expr: 'c.client_id', type: 'uuid' }, values.clientId, bind));
  if (values.firstName !== undefined) parts.push(condition('firstName', { kind: 'text', expr: 'c.first_name' }, values.firstName, bind));
  if (values.lastName !== undefined) parts.push(condition('lastName', { kind: 'text', expr: 'c.last_name' }, values.lastName, bind));
  return (
    `SELECT coalesce(sum(n.n), 0)::bigint AS n FROM clients c JOIN client_tx_counts n ON n.client_id = c.client_id` +
    ` WHERE ${parts.join(' AND ')}`
  );
}

export const TRANSACTIONS: ListSpec<typeof LISTS.transactions> = {
  from: 'transactions t',
  owner: 't.partner_id',
  select: TRANSACTION_COLUMNS,
  filters: {
    walletId: { kind: 'id', expr: 't.wallet_id', type: 'bigint' },
    clientId: { kind: 'id', expr: 't.client_id', type: 'uuid' },
    firstName: byClient('first_name'),
    lastName: byClient('last_name'),
  },
  sorts: {
    date: { expr: 't.created_at', type: 'timestamptz', tie: 't.id', tieType: 'bigint', tieDesc: true },
    amountOrigCcy: { expr: 't.amount_orig_ccy', type: 'numeric', tie: 't.id', tieType: 'bigint', tieDesc: true },
  },
  counter: { list: 'transactions', dims: {} },
  count: transactionsByClientCount,
};
