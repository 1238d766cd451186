import type { Account, Card, Client } from '@portal/contract';
import { one, type Queryable } from '../../db/db';
import { DIGITS } from '../../lib/list-query';
import { isUuid } from '../../lib/ids';
import { ACCOUNT_COLUMNS, CARD_COLUMNS, CLIENT_COLUMNS } from './partner-data.lists';

export type AccountRow = Omit<Account, 'bankDetails'> & {
  bankAddress: string | null;
  bankName: string | null;
  iban: string | null;
  recipient: string | null;
  swift: string | null;
};

/** Detail reads are scoped by partner: another partner's id is simply not found (404, like a missing one). */
export function findClient(db: Queryable, partnerId: string, id: string): Promise<Client | undefined> {
  if (!isUuid(id)) return Promise.resolve(undefined);
  return one<Client>(db, `SELECT ${CLIENT_COLUMNS} FROM clients c WHERE c.partner_id = $1 AND c.client_id = $2::uuid`, [partnerId, id]);
}

export function findAccount(db: Queryable, partnerId: string, id: string): Promise<AccountRow | undefined> {
  if (!DIGITS.test(id)) return Promise.resolve(undefined);
  return one<AccountRow>(db, `SELECT ${ACCOUNT_COLUMNS} FROM accounts a WHERE a.partner_id = $1 AND a.wallet_id = $2::bigint`, [
    partnerId,
    id,
  ]);
}

export function findCard(db: Queryable, partnerId: string, id: string): Promise<Card | undefined> {
  if (!DIGITS.test(id)) return Promise.resolve(undefined);
  return one<Card>(db, `SELECT ${CARD_COLUMNS} FROM cards k WHERE k.partner_id = $1 AND k.wallet_id = $2::bigint`, [partnerId, id]);
}
