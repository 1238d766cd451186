import { ACCOUNT_STATUSES, ACCOUNT_TYPES, CARD_STATUSES, CLIENT_TYPES, type LISTS } from '@portal/contract';
import type { Bind, FilterSpec, ListSpec } from '../../lib/list/query';
import { condition } from '../../lib/list/query';
import { ACCOUNT, CARD, CLIENT, TRANSACTION } from './partner-data.mapping';

type NameField = 'firstName' | 'lastName';
const NAME_COLUMN = { firstName: 'first_name', lastName: 'last_name' } as const;
const CLIENT_TYPE = { kind: 'exact', expr: 'c.type', values: CLIENT_TYPES } as const;

/**
 * The partner's distinct first or last names that contain the value, from their counters' trigram index (039, 044),
 * of the clients of one type when `type` is given (its condition on m.type).
 */
const names = (field: NameField, v: string, bind: Bind, select = 'm.name', type = '') =>
  `SELECT ${select} FROM client_name_tx_counts m WHERE m.partner_id = $1 AND m.environment = $2` +
  ` AND m.field = '${NAME_COLUMN[field]}'${type} AND ${condition(field, { kind: 'text', expr: 'm.name' }, v, bind)}`;

/**
 * A client's name among them: read by the names from clients_{first,last}_name_idx (the transactions' set of
 * clients) or clients_{first,last}_name_list_idx (a page of clients), never by the clients' rows.
 */
const nameIn = (field: NameField, v: string, bind: Bind) => `c.${NAME_COLUMN[field]} = ANY (ARRAY(${names(field, v, bind)}))`;

/**
 * Clients by their name. Few matches (sparse): the clients of the matching names, read from the name's index
 * (which holds the type and both sorts' keys) and sorted. Many (dense): `IS TRUE` keeps the names from being an
 * index condition, so the sort index (which INCLUDEs both names) is walked in order, stopping at the page.
 */
const byName = (field: NameField): FilterSpec => ({
  kind: 'custom',
  sql: (bind, v, dense) => (dense ? `(${nameIn(field, v, bind)}) IS TRUE` : nameIn(field, v, bind)),
});

/**
 * A substring (CONTRACTS §4) read through its trigram index, or in the dense form checked on each entry of the sort
 * index walked in order, which INCLUDEs the column (ListSpec.common).
 */
const substring = (field: string, expr: string): FilterSpec => ({
  kind: 'custom',
  sql: (bind, v, dense) => {
    const c = condition(field, { kind: 'text', expr }, v, bind);
    return dense ? `(${c}) IS TRUE` : c;
  },
});

/** Clients filtered by one name (and their type): the sum of the matching names' client counters. */
function clientsByNameCount(values: Record<string, string>, bind: Bind): string | null {
  const fields = Object.keys(values).filter((f) => f !== 'type');
  const field = fields[0];
  if (fields.length !== 1 || (field !== 'firstName' && field !== 'lastName')) return null;
  const type = values.type === undefined ? '' : ` AND ${condition('type', { ...CLIENT_TYPE, expr: 'm.type' }, values.type, bind)}`;
  return names(field, values[field]!, bind, 'coalesce(sum(m.clients), 0)::bigint AS n', type);
}

/**
 * Transactions by their client's name. Few matching clients (sparse): their ids as an array, read from
 * transactions_client_idx, then sorted. Many (dense): `IS TRUE` keeps the sublink from being pulled up into a
 * join, so it runs once as a hashed set that filters an index-only scan of the sort index (which INCLUDEs
 * client_id) in order, stopping at the page. A short walk (`probe`, a page near either end) looks each entry's
 * client up by its key instead: building the set would read every matching client, however few entries the page
 * needs. The planner is given no join to misjudge: the size of a set drawn from the names' counters is unknown to
 * it until run.
 */
const byClient = (field: NameField): FilterSpec => ({
  kind: 'custom',
  sql: (bind, v, dense) => {
    if (dense === 'probe') {
      const own = `SELECT c.${NAME_COLUMN[field]} FROM clients c WHERE c.client_id = t.client_id`;
      return `(${own}) = ANY (ARRAY(${names(field, v, bind)}))`;
    }
    const clients = `SELECT c.client_id FROM clients c WHERE c.partner_id = $1 AND c.environment = $2 AND ${nameIn(field, v, bind)}`;
    return dense ? `(t.client_id IN (${clients})) IS TRUE` : `t.client_id = ANY (ARRAY(${clients}))`;
  },
});

/** One map serves the three client descriptors (their filters are subsets of these). */
export const CLIENTS: ListSpec<typeof LISTS.clientsIndividual | typeof LISTS.clientsBusiness> = {
  from: CLIENT.from,
  owner: 'c.partner_id',
  environment: 'c.environment',
  select: CLIENT.select,
  filters: {
    type: CLIENT_TYPE,
    email: { kind: 'text', expr: 'c.email' },
    clientId: { kind: 'id', expr: 'c.client_id', type: 'uuid' },
    firstName: byName('firstName'),
    lastName: byName('lastName'),
    companyName: { kind: 'text', expr: 'c.company_name' },
    companyRegNumber: substring('companyRegNumber', 'c.company_reg_number'),
  },
  sorts: {
    createdDate: {
      expr: 'c.created_at',
      type: 'timestamptz',
      tie: 'c.client_id',
      tieType: 'uuid',
      tieDesc: false,
      index: { name: 'clients_list_idx', eq: ['type'] },
    },
    email: {
      expr: 'c.email',
      type: 'text',
      tie: 'c.client_id',
      tieType: 'uuid',
      tieDesc: true,
      index: { name: 'clients_email_sort_idx', eq: ['type'] },
    },
  },
  counter: { list: 'clients', dims: { type: 'scope' } },
  dense: ['firstName', 'lastName'],
  // registration numbers share the trigrams of their digits
  common: ['companyRegNumber'],
  count: clientsByNameCount,
};

const walletFilters = (alias: string, statuses: readonly string[]) => ({
  walletId: { kind: 'id', expr: `${alias}.wallet_id`, type: 'bigint' } as FilterSpec,
  integration: { kind: 'exact', expr: `${alias}.integration` } as FilterSpec,
  clientId: { kind: 'id', expr: `${alias}.client_id`, type: 'uuid' } as FilterSpec,
  status: { kind: 'exact', expr: `${alias}.status`, values: statuses } as FilterSpec,
});

export const ACCOUNTS: ListSpec<typeof LISTS.accounts> = {
  from: ACCOUNT.from,
  owner: 'a.partner_id',
  environment: 'a.environment',
  select: ACCOUNT.select,
  // `type` comes from the path (/accounts/list/{type}), never from the filter parameter
  filters: { ...walletFilters('a', ACCOUNT_STATUSES), type: { kind: 'exact', expr: 'a.type', values: ACCOUNT_TYPES } },
  sorts: {
    balance: {
      expr: 'a.balance',
      type: 'numeric',
      tie: 'a.wallet_id',
      tieType: 'bigint',
      tieDesc: false,
      index: { name: 'accounts_list_idx', eq: ['type'] },
    },
    walletId: {
      expr: 'a.wallet_id',
      type: 'bigint',
      tie: 'a.wallet_id',
      tieType: 'bigint',
      tieDesc: true,
      index: { name: 'accounts_wallet_sort_idx', eq: ['type'] },
    },
  },
  counter: { list: 'accounts', dims: { type: 'scope', status: 'status', integration: 'integration' } },
};

export const CARDS: ListSpec<typeof LISTS.cards> = {
  from: CARD.from,
  owner: 'k.partner_id',
  environment: 'k.environment',
  select: CARD.select,
  filters: walletFilters('k', CARD_STATUSES),
  sorts: {
    balance: {
      expr: 'k.balance',
      type: 'numeric',
      tie: 'k.wallet_id',
      tieType: 'bigint',
      tieDesc: false,
      index: { name: 'cards_list_idx' },
    },
    walletId: {
      expr: 'k.wallet_id',
      type: 'bigint',
      tie: 'k.wallet_id',
      tieType: 'bigint',
      tieDesc: true,
      index: { name: 'cards_wallet_sort_idx' },
    },
  },
  counter: { list: 'cards', dims: { status: 'status', integration: 'integration' } },
};

/**
 * Transactions filtered only by their client: one name sums its matching names' counters, however many clients
 * bear them; a client id, or both names, sums the per-client counters of the matching clients.
 */
function transactionsByClientCount(values: Record<string, string>, bind: Bind): string | null {
  const fields = Object.keys(values);
  if (fields.length === 0 || !fields.every((f) => f === 'clientId' || f === 'firstName' || f === 'lastName')) return null;
  if (fields.length === 1 && fields[0] !== 'clientId') {
    const field = fields[0] as NameField;
    return names(field, values[field]!, bind, 'coalesce(sum(m.n), 0)::bigint AS n');
  }
  const parts = ['c.partner_id = $1', 'c.environment = $2'];
  if (values.clientId !== undefined)
    parts.push(condition('clientId', { kind: 'id', expr: 'c.client_id', type: 'uuid' }, values.clientId, bind));
  for (const field of ['firstName', 'lastName'] as const) if (values[field] !== undefined) parts.push(nameIn(field, values[field], bind));
  return (
    `SELECT coalesce(sum(n.n), 0)::bigint AS n FROM clients c JOIN client_tx_counts n ON n.client_id = c.client_id` +
    ` WHERE ${parts.join(' AND ')}`
  );
}

export const TRANSACTIONS: ListSpec<typeof LISTS.transactions> = {
  from: TRANSACTION.from,
  owner: 't.partner_id',
  environment: 't.environment',
  select: TRANSACTION.select,
  filters: {
    walletId: { kind: 'id', expr: 't.wallet_id', type: 'bigint' },
    clientId: { kind: 'id', expr: 't.client_id', type: 'uuid' },
    firstName: byClient('firstName'),
    lastName: byClient('lastName'),
  },
  sorts: {
    date: {
      expr: 't.created_at',
      type: 'timestamptz',
      tie: 't.id',
      tieType: 'bigint',
      tieDesc: true,
      index: { name: 'transactions_list_idx' },
    },
    amountOrigCcy: {
      expr: 't.amount_orig_ccy',
      type: 'numeric',
      tie: 't.id',
      tieType: 'bigint',
      tieDesc: true,
      index: { name: 'transactions_amount_sort_idx' },
    },
  },
  counter: { list: 'transactions', dims: {} },
  dense: ['firstName', 'lastName'],
  count: transactionsByClientCount,
};
