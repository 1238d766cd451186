import type { ClientWithVerification, Transaction } from '@portal/contract';
import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import { runList } from '../../lib/list/run';
import { isoTs } from '../../lib/list/sql';
import type { ListSpec } from '../../lib/list/query';
import type { DataScope } from '../partner-data/partner-data.service';
import { CLIENTS, TRANSACTIONS } from '../partner-data/partner-data.lists';
import { CLIENT, TRANSACTION } from '../partner-data/partner-data.service';

/**
 * SQL of the partner API over the same tables the portal lists read, with the same mapping
 * (partner-data.mapping.ts) and list engine. Every query is scoped by partner.
 */

export { findAccount, findCard, findClient } from '../partner-data/partner-data.service';

/** The bank's decision on a client's verification (the client already found in the caller's scope), or null. */
export async function verificationOf(q: Queryable, clientId: string): Promise<ClientWithVerification['verification']> {
  const r = await one<NonNullable<ClientWithVerification['verification']>>(
    q,
    `SELECT status, ${isoTs('decided_at')} AS "decidedDate" FROM client_verifications WHERE client_id = $1::uuid`,
    [clientId],
  );
  return r ?? null;
}

/** The partner's integration code: the one its wallets carry, else its brand in capitals (the same in both environments). */
export async function integrationOf(q: Queryable, partnerId: string): Promise<string> {
  const r = await one<{ integration: string }>(
    q,
    `SELECT coalesce((SELECT integration FROM accounts WHERE partner_id = $1 LIMIT 1),
                     (SELECT integration FROM cards WHERE partner_id = $1 LIMIT 1), upper(agent)) AS integration
       FROM partners WHERE id = $1`,
    [partnerId],
  );
  return r!.integration;
}

/** The portal's client list with the partner API's filters: the type, and the e-mail exactly (any case). */
const API_CLIENTS: ListSpec = {
  ...CLIENTS,
  filters: {
    type: CLIENTS.filters.type,
    email: { kind: 'custom', sql: (bind, v) => `lower(c.email) = lower(${bind(v)})` },
  },
};

/** Newest first (ties by client id), as the portal's default client list. */
export function listClients(q: Queryable, o: DataScope & { type?: string; email?: string; skip: number; take: number }) {
  const filter: Record<string, string> = {};
  if (o.type) filter.type = o.type;
  if (o.email) filter.email = o.email;
  const query = { filter, orderBy: 'createdDate', sort: 'DESC' as const, skip: o.skip, take: o.take };
  return runList({ db: q, spec: API_CLIENTS, ownerId: o.partnerId, environment: o.environment, map: CLIENT.map }, query);
}

/** One wallet's transactions, newest first (ties by insertion, newest first). */
export function listTransactions(q: Queryable, o: DataScope & { walletId: string; skip: number; take: number }) {
  const query = { filter: { walletId: o.walletId }, orderBy: 'date', sort: 'DESC' as const, skip: o.skip, take: o.take };
  return runList({ db: q, spec: TRANSACTIONS, ownerId: o.partnerId, environment: o.environment, map: TRANSACTION.map }, query);
}

export async function insertTransaction(
  q: Queryable,
  t: DataScope & {
    number: string;
    walletId: string;
    clientId: string;
    type: string;
    currency: string;
    amount: string;
    details: string;
    at: Date;
  },
): Promise<Transaction> {
  const r = await one<Transaction>(
    q,
    `INSERT INTO transactions AS t(partner_id, environment, transaction_number, wallet_id, client_id,
       transaction_type, orig_ccy, amount_orig_ccy, details, created_at)
     VALUES ($1, $10, $2, $3, $4, $5, $6, $7::numeric, $8, $9) RETURNING ${TRANSACTION.select}`,
    [t.partnerId, t.number, t.walletId, t.clientId, t.type, t.currency, t.amount, t.details, t.at.toISOString(), t.environment],
  );
  return TRANSACTION.map(r!);
}
