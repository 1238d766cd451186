import type { Readable } from 'node:stream';
import {
  ACCOUNT_TYPES,
  LISTS,
  PII_FIELDS,
  maskPii,
  clientsListFor,
  type Account,
  type Card,
  type Client,
  type Environment,
  type ListAnswer,
  type ListExportQuery,
  type ListName,
  type Transaction,
} from '@portal/contract';
import type { AppContext } from '../../context';
import { invalid, notFound, forbiddenBy } from '../../lib/errors';
import { exportCsv, parseListOrThrow, runList } from '../../lib/list/run';
import type { ListSpec } from '../../lib/list/query';
import { ACCOUNTS, CARDS, CLIENTS, TRANSACTIONS } from './partner-data.lists';
import { ACCOUNT, CARD, CLIENT, TRANSACTION } from './partner-data.mapping';
import { findAccount, findCard, findClient, type DataScope } from './partner-data.repository';

// the partner API reads and writes the same tables with the same mapping
export { ACCOUNT, CLIENT, TRANSACTION, type AccountRow } from './partner-data.mapping';
export { findAccount, findCard, findClient, type DataScope } from './partner-data.repository';

interface Def<T> {
  spec: ListSpec;
  map: (row: never) => T;
}
/** The SQL map and row mapping of each list; filters, sorts and CSV columns come from LISTS. */
const DEFS = {
  clients: { spec: CLIENTS, map: CLIENT.map } as Def<Client>,
  accounts: { spec: ACCOUNTS, map: ACCOUNT.map } as Def<Account>,
  cards: { spec: CARDS, map: CARD.map } as Def<Card>,
  transactions: { spec: TRANSACTIONS, map: TRANSACTION.map } as Def<Transaction>,
};
type DataList = keyof typeof DEFS;
type Item<L extends DataList> = (typeof DEFS)[L] extends Def<infer T> ? T : never;

export interface ListCall<L extends DataList> {
  list: L;
  partnerId: string;
  environment: Environment;
  query: ListExportQuery;
  /** the account type of /accounts/list/{type} */
  accountType?: string;
  /** false for a role without `clients.read_pii`: personal data masked, and not searchable either */
  pii: boolean;
}

/** Masks the personal data of an answer (or a CSV row) for a role without `clients.read_pii`. */
const shown = <T>(pii: boolean, value: T): T => (pii ? value : maskPii(value));

function prepare<L extends DataList>(o: ListCall<L>) {
  const descriptor: ListName = o.list === 'clients' ? clientsListFor(o.query.filter) : o.list;
  const q = parseListOrThrow(o.query, LISTS[descriptor]);
  // a filter on a masked field would reveal it one guess at a time, and sorting by it would tell its order
  const probing = Object.keys(q.filter).find((f) => PII_FIELDS[f]) ?? (PII_FIELDS[q.orderBy] ? q.orderBy : undefined);
  if (!o.pii && probing) throw forbiddenBy('clients.read_pii');
  let fixed: Record<string, string> = {};
  if (o.list === 'accounts') {
    if (!(ACCOUNT_TYPES as readonly string[]).includes(o.accountType ?? '')) throw invalid('invalid_param', 'type', o.accountType ?? '');
    fixed = { type: o.accountType! };
  }
  return { q, fixed, def: DEFS[o.list] as Def<Item<L>>, columns: LISTS[descriptor].csv };
}

/** A page of the signed-in partner's rows with the exact total (CONTRACTS §4). */
export async function listPartnerData<L extends DataList>(ctx: AppContext, o: ListCall<L>): Promise<ListAnswer<Item<L>>> {
  const { q, fixed, def } = prepare(o);
  const map = (r: unknown) => shown(o.pii, (def.map as (r: unknown) => Item<L>)(r));
  return runList({ db: ctx.db, spec: def.spec, ownerId: o.partnerId, environment: o.environment, fixed, map }, q);
}

/** The whole filtered list as a CSV stream. */
export async function exportPartnerData<L extends DataList>(
  ctx: AppContext,
  o: ListCall<L>,
): Promise<{ filename: string; stream: Readable }> {
  const { q, fixed, def, columns } = prepare(o);
  const name = o.list === 'accounts' ? `accounts-${fixed.type!.toLowerCase()}` : o.list;
  const row = o.pii ? undefined : maskPii;
  return {
    filename: `${name}.csv`,
    stream: await exportCsv({ db: ctx.db, spec: def.spec, ownerId: o.partnerId, environment: o.environment, fixed, columns, row }, q),
  };
}

type One = DataScope & { id: string; pii: boolean };

export async function getClient(ctx: AppContext, o: One): Promise<Client> {
  const client = await findClient(ctx.db, o, o.id);
  if (!client) throw notFound('client');
  return shown(o.pii, client);
}

export async function getAccount(ctx: AppContext, o: One): Promise<Account> {
  const account = await findAccount(ctx.db, o, o.id);
  if (!account) throw notFound('account');
  return shown(o.pii, account);
}

export async function getCard(ctx: AppContext, o: One): Promise<Card> {
  const card = await findCard(ctx.db, o, o.id);
  if (!card) throw notFound('card');
  return shown(o.pii, card);
}
