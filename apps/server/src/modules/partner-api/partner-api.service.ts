import crypto from 'node:crypto';
import {
  ACCOUNT_FINAL_STATUSES,
  CARD_FINAL_STATUSES,
  PAYMENT_DIRECTIONS,
  type Account,
  type Card,
  type Client,
  type ClientWithVerification,
  type ClientsQuery,
  type CreateAccountBody,
  type CreateCardBody,
  type CreateClientBody,
  type Payment,
  type PaymentBody,
  type TransactionsQuery,
  type UpdateAccountBody,
  type UpdateCardBody,
} from '@portal/contract';
import type { AppContext } from '../../context';
import { one, type Queryable } from '../../db/db';
import { sandboxRoom } from './sandbox-limits';
import { invalid, notFound } from '../../lib/errors';
import { emitEvent, emitting } from '../../infra/outbox';
import { SANDBOX_BANK, sandboxIban } from './bank-details';
import { ACCOUNT, type AccountRow } from '../partner-data/partner-data.service';
import * as repo from './partner-api.repository';
import type { DataScope } from '../partner-data/partner-data.service';

/** The signed key's partner and environment: every read and write is scoped to both. */
type Scope = DataScope;

const closedAccount = (s: string) => (ACCOUNT_FINAL_STATUSES as readonly string[]).includes(s);
const closedCard = (s: string) => (CARD_FINAL_STATUSES as readonly string[]).includes(s);

// Clients ---------------------------------------------------------------------------------------

export async function createClient(ctx: AppContext, o: Scope & { body: CreateClientBody }): Promise<Client> {
  const b = o.body;
  const individual = b.type === 'EXTERNAL_INDIVIDUAL';
  if (o.environment === 'sandbox') await sandboxRoom(ctx.db, o, 'clients');
  const row = await one<{ client_id: string }>(
    ctx.db,
    `INSERT INTO clients(partner_id, environment, type, email, first_name, last_name, company_name, company_reg_number, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING client_id::text`,
    [
      o.partnerId,
      o.environment,
      b.type,
      b.email,
      individual ? b.firstName : null,
      individual ? b.lastName : null,
      individual ? null : b.companyName,
      individual ? null : b.companyRegNumber,
      ctx.now().toISOString(),
    ],
  );
  return (await repo.findClient(ctx.db, o, row!.client_id))!;
}

export const listClients = (ctx: AppContext, o: Scope & { query: ClientsQuery }) =>
  repo.listClients(ctx.db, { partnerId: o.partnerId, environment: o.environment, ...o.query });

export async function getClient(ctx: AppContext, o: Scope & { clientId: string }): Promise<ClientWithVerification> {
  const found = await repo.findClient(ctx.db, o, o.clientId);
  if (!found) throw notFound('client');
  return { ...found, verification: await repo.verificationOf(ctx.db, found.clientId) };
}

// Accounts --------------------------------------------------------------------------------------

export async function createAccount(ctx: AppContext, o: Scope & { body: CreateAccountBody }): Promise<Account> {
  return emitting(ctx, async (tx) => {
    const client = await repo.findClient(tx, o, o.body.clientId);
    if (!client) throw notFound('clientId');
    const integration = await repo.integrationOf(tx, o.partnerId);
    const { id } = (await one<{ id: string }>(tx, "SELECT nextval('wallet_id_seq')::text AS id"))!;
    const status = o.body.type === 'BANK' || o.body.type === 'BANK_AND_CARD' ? 'ACTIVE' : 'ORDERED';
    const recipient = client.companyName ?? `${client.firstName ?? ''} ${client.lastName ?? ''}`.trim();
    const row = await one<AccountRow>(
      tx,
      `INSERT INTO accounts AS a(wallet_id, partner_id, environment, client_id, integration, currency,
       status, type, label, iban, swift, bank_name, bank_address, recipient, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING ${ACCOUNT.select}`,
      [
        id,
        o.partnerId,
        o.environment,
        client.clientId,
        integration,
        o.body.currency,
        status,
        o.body.type,
        o.body.label ?? null,
        sandboxIban(id),
        SANDBOX_BANK.swift,
        SANDBOX_BANK.bankName,
        SANDBOX_BANK.bankAddress,
        recipient,
        ctx.now().toISOString(),
      ],
    );
    const account = ACCOUNT.map(row!);
    await emitEvent(tx, {
      partnerId: o.partnerId,
      environment: o.environment,
      type: 'ACCOUNT_CREATED',
      entity: account,
      eventTime: ctx.now(),
    });
    return account;
  });
}

export async function updateAccount(ctx: AppContext, o: Scope & { walletId: string; body: UpdateAccountBody }): Promise<Account> {
  return emitting(ctx, async (tx) => {
    const current = await repo.findAccount(tx, o, o.walletId, true);
    if (!current) throw notFound('walletId');
    if (closedAccount(current.status)) throw invalid('account_closed', 'status', current.status);
    const status = o.body.status ?? current.status;
    const label = o.body.label === undefined ? current.label : o.body.label;
    if (status === current.status && label === current.label) return current;
    return changeAccount(ctx, tx, { ...o, set: 'status = $3, label = $4', params: [status, label] });
  });
}

/** Changes an account's row (`set` binds `params` from $3) and tells its webhooks (ACCOUNT_UPDATED). */
export async function changeAccount(ctx: AppContext, tx: Queryable, o: Scope & { walletId: string; set: string; params: unknown[] }) {
  const row = await one<AccountRow>(
    tx,
    `UPDATE accounts a SET ${o.set} WHERE wallet_id = $1 AND partner_id = $2 RETURNING ${ACCOUNT.select}`,
    [o.walletId, o.partnerId, ...o.params],
  );
  const account = ACCOUNT.map(row!);
  await emitEvent(tx, {
    partnerId: o.partnerId,
    environment: o.environment,
    type: 'ACCOUNT_UPDATED',
    entity: account,
    eventTime: ctx.now(),
  });
  return account;
}

export async function getAccount(ctx: AppContext, o: Scope & { walletId: string }): Promise<Account> {
  const account = await repo.findAccount(ctx.db, o, o.walletId);
  if (!account) throw notFound('walletId');
  return account;
}

// Cards -----------------------------------------------------------------------------------------

const CARD_PREFIXES = ['5354', '4921', '5168'];
/** Only the mask is ever made: the full number never exists in this system. */
const cardMask = () =>
  `${CARD_PREFIXES[crypto.randomInt(CARD_PREFIXES.length)]} **** **** ${String(crypto.randomInt(10_000)).padStart(4, '0')}`;
/** Last day of the month, three years ahead. */
const expiry = (now: Date) => new Date(Date.UTC(now.getUTCFullYear() + 3, now.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);

export async function createCard(ctx: AppContext, o: Scope & { body: CreateCardBody }): Promise<Card> {
  const b = o.body;
  return emitting(ctx, async (tx) => {
    const client = await repo.findClient(tx, o, b.clientId);
    if (!client) throw notFound('clientId');
    if (b.walletId) {
      const acc = await repo.findAccount(tx, o, b.walletId);
      if (!acc) throw notFound('walletId');
      if (acc.clientId !== client.clientId) throw invalid('validation_error', 'walletId', 'the account belongs to another client');
      if (acc.currency.trim() !== b.currency) throw invalid('currency_mismatch', 'currency', acc.currency.trim());
      if (closedAccount(acc.status)) throw invalid('account_closed', 'walletId', acc.status);
    }
    const integration = await repo.integrationOf(tx, o.partnerId);
    const row = await one<{ wallet_id: string }>(
      tx,
      `INSERT INTO cards(partner_id, environment, client_id, account_wallet_id, integration, cardholder, card_number_mask,
       virtual, currency, status, expiration_date, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING wallet_id::text`,
      [
        o.partnerId,
        o.environment,
        client.clientId,
        b.walletId ?? null,
        integration,
        b.cardholder.toUpperCase(),
        cardMask(),
        b.virtual,
        b.currency,
        b.virtual ? 'ACTIVE' : 'ORDERED',
        expiry(ctx.now()),
        ctx.now().toISOString(),
      ],
    );
    const card = (await repo.findCard(tx, o, row!.wallet_id))!;
    await emitEvent(tx, { partnerId: o.partnerId, environment: o.environment, type: 'CARD_CREATED', entity: card, eventTime: ctx.now() });
    return card;
  });
}

export async function updateCard(ctx: AppContext, o: Scope & { walletId: string; body: UpdateCardBody }): Promise<Card> {
  return emitting(ctx, async (tx) => {
    const current = await repo.findCard(tx, o, o.walletId, true);
    if (!current) throw notFound('walletId');
    if (current.status === o.body.status) return current;
    if (closedCard(current.status)) throw invalid('card_closed', 'status', current.status);
    await tx.query('UPDATE cards SET status = $3 WHERE wallet_id = $1 AND partner_id = $2', [o.walletId, o.partnerId, o.body.status]);
    const card = (await repo.findCard(tx, o, o.walletId))!;
    await emitEvent(tx, { partnerId: o.partnerId, environment: o.environment, type: 'CARD_UPDATED', entity: card, eventTime: ctx.now() });
    return card;
  });
}

export async function getCard(ctx: AppContext, o: Scope & { walletId: string }): Promise<Card> {
  const card = await repo.findCard(ctx.db, o, o.walletId);
  if (!card) throw notFound('walletId');
  return card;
}

// Transactions ----------------------------------------------------------------------------------

/** Largest balance a wallet may reach (numeric(18,2) holds less than 10^16). */
const BALANCE_CEILING = '1000000000000000';
const transactionNumber = (now: Date) =>
  `TX${now.toISOString().slice(2, 10).replace(/-/g, '')}${String(crypto.randomInt(1e9)).padStart(9, '0')}` +
  `${crypto.randomBytes(2).toString('hex')}`;

/**
 * A sandbox payment: moves the wallet's balance, writes the transaction row and the
 * ACCOUNT_UPDATED event in one transaction. A debit never takes the available balance
 * (balance − on hold − frozen) below zero: 417 insufficient_funds, and nothing is written.
 */
export const createPayment = (ctx: AppContext, o: Scope & { body: PaymentBody }): Promise<Payment> =>
  emitting(ctx, (tx) => bookPayment(ctx, tx, o));

/** `createPayment` on the caller's transaction (a simulation books more than one change at once). */
export async function bookPayment(ctx: AppContext, tx: Queryable, o: Scope & { body: PaymentBody }): Promise<Payment> {
  const b = o.body;
  const credit = PAYMENT_DIRECTIONS[b.transactionType] === 'CREDIT';
  if (o.environment === 'sandbox') await sandboxRoom(tx, o, 'transactions');
  {
    const acc = await repo.findAccount(tx, o, b.walletId, true);
    if (!acc) throw notFound('walletId');
    if (acc.status !== 'ACTIVE') throw invalid('account_not_active', 'walletId', acc.status);
    if (acc.currency.trim() !== b.currency) throw invalid('currency_mismatch', 'currency', acc.currency.trim());
    const row = credit
      ? await one<AccountRow>(
          tx,
          `UPDATE accounts a SET balance = balance + $3::numeric WHERE wallet_id = $1 AND partner_id = $2
              AND balance + $3::numeric < $4::numeric RETURNING ${ACCOUNT.select}`,
          [b.walletId, o.partnerId, b.amount, BALANCE_CEILING],
        )
      : await one<AccountRow>(
          tx,
          `UPDATE accounts a SET balance = balance - $3::numeric WHERE wallet_id = $1 AND partner_id = $2
              AND balance - balance_on_hold - balance_frozen >= $3::numeric RETURNING ${ACCOUNT.select}`,
          [b.walletId, o.partnerId, b.amount],
        );
    if (!row && credit) throw invalid('invalid_param', 'amount', 'the balance would exceed the sandbox limit');
    if (!row) {
      const [avail] = await tx.query<{ a: string }>(
        'SELECT (balance - balance_on_hold - balance_frozen)::text AS a FROM accounts WHERE wallet_id = $1',
        [b.walletId],
      );
      throw invalid('insufficient_funds', 'amount', `available: ${avail!.a} ${b.currency}`);
    }
    const now = ctx.now();
    const transaction = await repo.insertTransaction(tx, {
      partnerId: o.partnerId,
      environment: o.environment,
      number: transactionNumber(now),
      walletId: b.walletId,
      clientId: row.clientId,
      type: b.transactionType,
      currency: b.currency,
      amount: credit ? b.amount : `-${b.amount}`,
      details: b.details,
      at: now,
    });
    const account = ACCOUNT.map(row);
    await emitEvent(tx, { partnerId: o.partnerId, environment: o.environment, type: 'ACCOUNT_UPDATED', entity: account, eventTime: now });
    return { ...transaction, balance: account.balance };
  }
}

export async function listTransactions(ctx: AppContext, o: Scope & { query: TransactionsQuery }) {
  const owned = await one(
    ctx.db,
    `SELECT 1 FROM accounts WHERE wallet_id = $1 AND partner_id = $2 AND environment = $3` +
      ` UNION ALL SELECT 1 FROM cards WHERE wallet_id = $1 AND partner_id = $2 AND environment = $3 LIMIT 1`,
    [o.query.walletId, o.partnerId, o.environment],
  );
  if (!owned) throw notFound('walletId');
  return repo.listTransactions(ctx.db, { partnerId: o.partnerId, environment: o.environment, ...o.query });
}
