import type { Account, Card, Client, Transaction } from '@portal/contract';
import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import { isoOrThrow } from '../../lib/dates';
import { isUuid } from '../../lib/ids';

/** SQL of the partner API over the same tables the portal lists read. Every query is scoped by partner. */

export const CLIENT_COLS = `client_id::text, type, email, first_name, last_name, company_name, company_reg_number, created_at`;
interface ClientRow {
  client_id: string;
  type: Client['type'];
  email: string;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  company_reg_number: string | null;
  created_at: Date;
}
export const toClient = (r: ClientRow): Client => ({
  clientId: r.client_id,
  email: r.email,
  type: r.type,
  firstName: r.first_name,
  lastName: r.last_name,
  companyName: r.company_name,
  companyRegNumber: r.company_reg_number,
  createdDate: isoOrThrow(r.created_at),
});

export const ACCOUNT_COLS = `wallet_id::text, integration, currency, balance::text, balance_on_hold::text, balance_frozen::text, status,
  client_id::text, type, label, created_at, iban, swift, bank_name, bank_address, recipient`;
export interface AccountRow {
  wallet_id: string;
  integration: string;
  currency: string;
  balance: string;
  balance_on_hold: string;
  balance_frozen: string;
  status: Account['status'];
  client_id: string;
  type: Account['type'];
  label: string | null;
  created_at: Date;
  iban: string | null;
  swift: string | null;
  bank_name: string | null;
  bank_address: string | null;
  recipient: string | null;
}
export const toAccount = (r: AccountRow): Account => ({
  walletId: r.wallet_id,
  integration: r.integration,
  currency: r.currency.trim(),
  balance: r.balance,
  balanceOnHold: r.balance_on_hold,
  balanceFrozen: r.balance_frozen,
  status: r.status,
  clientId: r.client_id,
  type: r.type,
  label: r.label,
  createdDate: isoOrThrow(r.created_at),
  bankDetails: r.iban
    ? { iban: r.iban, swift: r.swift ?? '', bankName: r.bank_name ?? '', bankAddress: r.bank_address ?? '', recipient: r.recipient ?? '' }
    : null,
});

export const CARD_COLS = `wallet_id::text, integration, cardholder, card_number_mask, virtual,
  currency, balance::text, balance_on_hold::text, balance_frozen::text,
  (balance - balance_on_hold - balance_frozen)::text AS available, (balance_on_hold + balance_frozen)::text AS locked,
  status, client_id::text, to_char(expiration_date, 'YYYY-MM-DD') AS expiration_date, created_at`;
interface CardRow {
  wallet_id: string;
  integration: string;
  cardholder: string;
  card_number_mask: string;
  virtual: boolean;
  currency: string;
  balance: string;
  balance_on_hold: string;
  balance_frozen: string;
  available: string;
  locked: string;
  status: Card['status'];
  client_id: string;
  expiration_date: string;
  created_at: Date;
}
export const toCard = (r: CardRow): Card => ({
  walletId: r.wallet_id,
  integration: r.integration,
  cardholder: r.cardholder,
  cardNumberMask: r.card_number_mask,
  virtual: r.virtual,
  currency: r.currency.trim(),
  balance: r.balance,
  balanceOnHold: r.balance_on_hold,
  balanceFrozen: r.balance_frozen,
  availableAmount: r.available,
  lockedAmount: r.locked,
  status: r.status,
  clientId: r.client_id,
  expirationDate: r.expiration_date,
  creationDate: isoOrThrow(r.created_at),
});

export const TRANSACTION_COLS = `transaction_number, transaction_type, orig_ccy, amount_orig_ccy::text,
  details, created_at, wallet_id::text, client_id::text`;
interface TransactionRow {
  transaction_number: string;
  transaction_type: string;
  orig_ccy: string;
  amount_orig_ccy: string;
  details: string;
  created_at: Date;
  wallet_id: string;
  client_id: string;
}
export const toTransaction = (r: TransactionRow): Transaction => ({
  transactionNumber: r.transaction_number,
  transactionType: r.transaction_type,
  origCcy: r.orig_ccy.trim(),
  amountOrigCcy: r.amount_orig_ccy,
  details: r.details,
  date: isoOrThrow(r.created_at),
  walletId: r.wallet_id,
  clientId: r.client_id,
});

const WALLET = /^\d{1,18}$/;
/** Ids that cannot exist are simply not found (no SQL cast error). */
export const isWalletId = (id: string) => WALLET.test(id);

export async function findClient(q: Queryable, partnerId: string, clientId: string) {
  if (!isUuid(clientId)) return undefined;
  const r = await one<ClientRow>(q, `SELECT ${CLIENT_COLS} FROM clients WHERE client_id = $1 AND partner_id = $2`, [clientId, partnerId]);
  return r && toClient(r);
}

export async function findAccountRow(q: Queryable, partnerId: string, walletId: string, lock = false) {
  if (!isWalletId(walletId)) return undefined;
  return one<AccountRow>(q, `SELECT ${ACCOUNT_COLS} FROM accounts WHERE wallet_id = $1 AND partner_id = $2${lock ? ' FOR UPDATE' : ''}`, [
    walletId,
    partnerId,
  ]);
}

export async function findCardRow(q: Queryable, partnerId: string, walletId: string, lock = false) {
  if (!isWalletId(walletId)) return undefined;
  return one<CardRow>(q, `SELECT ${CARD_COLS} FROM cards WHERE wallet_id = $1 AND partner_id = $2${lock ? ' FOR UPDATE' : ''}`, [
    walletId,
    partnerId,
  ]);
}

/** The partner's integration code: the one its wallets carry, else its brand in capitals. */
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

export async function listClients(q: Queryable, o: { partnerId: string; type?: string; email?: string; skip: number; take: number }) {
  const params: unknown[] = [o.partnerId];
  let where = 'partner_id = $1';
  if (o.type) where += ` AND type = $${params.push(o.type)}`;
  if (o.email) where += ` AND lower(email) = lower($${params.push(o.email)})`;
  const [count] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM clients WHERE ${where}`, params);
  const rows = await q.query<ClientRow>(
    `SELECT ${CLIENT_COLS} FROM clients WHERE ${where} ORDER BY created_at DESC, client_id` +
      ` LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, o.take, o.skip * o.take],
  );
  return { list: rows.map(toClient), count: count!.n };
}

export async function listTransactions(q: Queryable, o: { partnerId: string; walletId: string; skip: number; take: number }) {
  const p = [o.partnerId, o.walletId];
  const [count] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM transactions WHERE partner_id = $1 AND wallet_id = $2', p);
  const rows = await q.query<TransactionRow>(
    `SELECT ${TRANSACTION_COLS} FROM transactions WHERE partner_id = $1 AND wallet_id = $2` +
      ` ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [...p, o.take, o.skip * o.take],
  );
  return { list: rows.map(toTransaction), count: count!.n };
}

export async function insertTransaction(
  q: Queryable,
  t: {
    partnerId: string;
    number: string;
    walletId: string;
    clientId: string;
    type: string;
    currency: string;
    amount: string;
    details: string;
    at: Date;
  },
) {
  const r = await one<TransactionRow>(
    q,
    `INSERT INTO transactions(partner_id, transaction_number, wallet_id, client_id,
     transaction_type, orig_ccy, amount_orig_ccy, details, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::numeric, $8, $9) RETURNING ${TRANSACTION_COLS}`,
    [t.partnerId, t.number, t.walletId, t.clientId, t.type, t.currency, t.amount, t.details, t.at.toISOString()],
  );
  return toTransaction(r!);
}
