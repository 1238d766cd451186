import type { Account, Card, Client, Environment } from '@portal/contract';
import { one, type Queryable } from '../../db/db';
import { DIGITS } from '../../lib/list/query';
import { isUuid } from '../../lib/ids';
import { ACCOUNT, CARD, CLIENT, type TableMapping } from './partner-data.mapping';

/**
 * Detail reads, scoped by partner and environment: another partner's id, the other environment's, or one that
 * cannot exist, is simply not found (404, like a missing one; no SQL cast error). `lock` reads the row FOR UPDATE.
 */
async function findOne<R, T>(db: Queryable, m: TableMapping<R, T>, where: string, params: unknown[], lock: boolean) {
  const r = await one<R>(db, `SELECT ${m.select} FROM ${m.from} WHERE ${where}${lock ? ' FOR UPDATE' : ''}`, params);
  return r && m.map(r);
}

/** Whose rows: a partner's, in one of its environments. */
export interface DataScope {
  partnerId: string;
  environment: Environment;
}

export function findClient(db: Queryable, s: DataScope, id: string): Promise<Client | undefined> {
  if (!isUuid(id)) return Promise.resolve(undefined);
  return findOne(
    db,
    CLIENT,
    'c.partner_id = $1 AND c.environment = $2 AND c.client_id = $3::uuid',
    [s.partnerId, s.environment, id],
    false,
  );
}

export function findAccount(db: Queryable, s: DataScope, id: string, lock = false): Promise<Account | undefined> {
  if (!DIGITS.test(id)) return Promise.resolve(undefined);
  return findOne(
    db,
    ACCOUNT,
    'a.partner_id = $1 AND a.environment = $2 AND a.wallet_id = $3::bigint',
    [s.partnerId, s.environment, id],
    lock,
  );
}

export function findCard(db: Queryable, s: DataScope, id: string, lock = false): Promise<Card | undefined> {
  if (!DIGITS.test(id)) return Promise.resolve(undefined);
  return findOne(db, CARD, 'k.partner_id = $1 AND k.environment = $2 AND k.wallet_id = $3::bigint', [s.partnerId, s.environment, id], lock);
}
