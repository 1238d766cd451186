import {
  SANDBOX_MAGIC,
  magicDecline,
  type Account,
  type CardAuthorisation,
  type CardAuthorisationBody,
  type ClientVerification,
  type DeclineReason,
  type IncomingTransferBody,
  type OutgoingTransferBody,
} from '@portal/contract';
import { emitting } from '../../infra/outbox';
import type { AppContext } from '../../context';
import { one } from '../../db/db';
import { invalid, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { isoTs } from '../../lib/list/sql';
import type { DataScope } from '../partner-data/partner-data.service';
import * as repo from './partner-api.repository';
import { sandboxRoom } from './sandbox-limits';
import { bookPayment, changeAccount, createPayment, updateAccount } from './partner-api.service';

/**
 * The bank's side of the flows, run on demand in a sandbox (the routes refuse live keys). Each one goes through the
 * same code, the same tables and the same events as the live flow, in one transaction.
 */
type Scope = DataScope;

export const incomingTransfer = (ctx: AppContext, o: Scope & { body: IncomingTransferBody }) =>
  createPayment(ctx, { ...o, body: { ...o.body, transactionType: 'SEPA_IN' } });

/** SEPA_OUT debits the account; a returned transfer comes back as a REFUND credit (two ACCOUNT_UPDATED events). */
export const outgoingTransfer = (ctx: AppContext, o: Scope & { body: OutgoingTransferBody }) =>
  emitting(ctx, async (tx) => {
    const { outcome, ...b } = o.body;
    const transfer = await bookPayment(ctx, tx, { ...o, body: { ...b, transactionType: 'SEPA_OUT' } });
    const details = `Returned: ${b.details || transfer.transactionNumber}`.slice(0, 256);
    const returned =
      outcome === 'returned' ? await bookPayment(ctx, tx, { ...o, body: { ...b, transactionType: 'REFUND', details } }) : null;
    return { transfer, returned };
  });

// Card authorisations ---------------------------------------------------------------------------

const AUTH_SELECT = `id::text AS "authorisationId", card_wallet_id::text AS "cardId", wallet_id::text AS "walletId",
  amount::text, currency, merchant, status, decline_reason AS "declineReason",
  ${isoTs('created_at')} AS "createdDate"`;

/**
 * A card payment asks the bank to hold the amount on the card's account. Approved: the amount is held
 * (balanceOnHold). Declined, by a magic amount or for want of funds: nothing moves and no event is sent.
 */
export const authorise = (ctx: AppContext, o: Scope & { body: CardAuthorisationBody }) =>
  emitting(ctx, async (tx) => {
    const b = o.body;
    const card = await repo.findCard(tx, o, b.cardId);
    if (!card) throw notFound('cardId');
    if (card.status !== 'ACTIVE') throw invalid('invalid_param', 'cardId', card.status);
    const link = await one<{ w: string | null }>(tx, 'SELECT account_wallet_id::text AS w FROM cards WHERE wallet_id = $1', [b.cardId]);
    const acc = link!.w ? await repo.findAccount(tx, o, link!.w, true) : undefined;
    if (!acc) throw invalid('validation_error', 'cardId', 'the card is not attached to an account');
    if (acc.status !== 'ACTIVE') throw invalid('account_not_active', 'cardId', acc.status);
    if (acc.currency.trim() !== b.currency) throw invalid('currency_mismatch', 'currency', acc.currency.trim());
    const available = Number(acc.balance) - Number(acc.balanceOnHold) - Number(acc.balanceFrozen);
    const decline: DeclineReason | null = magicDecline(b.amount) ?? (available < Number(b.amount) ? 'insufficient_funds' : null);
    if (!decline)
      await changeAccount(ctx, tx, {
        ...o,
        walletId: acc.walletId,
        set: 'balance_on_hold = balance_on_hold + $3::numeric',
        params: [b.amount],
      });
    return (await one<CardAuthorisation>(
      tx,
      `INSERT INTO card_authorisations(partner_id, environment, card_wallet_id, wallet_id, amount, currency, merchant, status,
         decline_reason, created_at) VALUES ($1, $2, $3, $4, $5::numeric, $6, $7, $8, $9, $10) RETURNING ${AUTH_SELECT}`,
      [
        o.partnerId,
        o.environment,
        b.cardId,
        acc.walletId,
        b.amount,
        b.currency,
        b.merchant,
        decline ? 'DECLINED' : 'APPROVED',
        decline,
        ctx.now().toISOString(),
      ],
    ))!;
  });

/** Settles (debits, CARD_PAYMENT) or reverses (releases) an APPROVED authorisation's hold. */
export const closeAuthorisation = (ctx: AppContext, o: Scope & { authorisationId: string; outcome: 'SETTLED' | 'REVERSED' }) =>
  emitting(ctx, async (tx) => {
    const auth = isUuid(o.authorisationId)
      ? await one<CardAuthorisation & { clientId: string }>(
          tx,
          `SELECT ${AUTH_SELECT}, (SELECT client_id::text FROM cards k WHERE k.wallet_id = card_wallet_id) AS "clientId"
             FROM card_authorisations WHERE id = $1::uuid AND partner_id = $2 AND environment = $3 FOR UPDATE`,
          [o.authorisationId, o.partnerId, o.environment],
        )
      : undefined;
    if (!auth) throw notFound('authorisationId');
    if (auth.status !== 'APPROVED') throw invalid('invalid_param', 'authorisationId', auth.status);
    const settle = o.outcome === 'SETTLED';
    const set = settle
      ? 'balance = balance - $3::numeric, balance_on_hold = balance_on_hold - $3::numeric'
      : 'balance_on_hold = balance_on_hold - $3::numeric';
    await changeAccount(ctx, tx, { ...o, walletId: auth.walletId, set, params: [auth.amount] });
    if (settle) await sandboxRoom(tx, o, 'transactions');
    if (settle)
      await repo.insertTransaction(tx, {
        ...o,
        number: `CA${auth.authorisationId.replace(/-/g, '').slice(0, 20).toUpperCase()}`,
        walletId: auth.walletId,
        clientId: auth.clientId,
        type: 'CARD_PAYMENT',
        currency: auth.currency,
        amount: `-${auth.amount}`,
        details: auth.merchant,
        at: ctx.now(),
      });
    await tx.query('UPDATE card_authorisations SET status = $2 WHERE id = $1::uuid', [auth.authorisationId, o.outcome]);
    const { clientId: _, ...rest } = auth;
    return { ...rest, status: o.outcome };
  });

// Accounts and clients --------------------------------------------------------------------------

/** The bank freezes an ACTIVE account (BLOCKED) and unfreezes a BLOCKED one, as its compliance team does. */
export async function setFrozen(ctx: AppContext, o: Scope & { walletId: string; frozen: boolean }): Promise<Account> {
  const acc = await repo.findAccount(ctx.db, o, o.walletId);
  if (!acc) throw notFound('walletId');
  const from = o.frozen ? 'ACTIVE' : 'BLOCKED';
  if (acc.status !== from) throw invalid(o.frozen ? 'account_not_active' : 'invalid_param', 'walletId', acc.status);
  return updateAccount(ctx, { ...o, body: { status: o.frozen ? 'BLOCKED' : 'ACTIVE' } });
}

/** The bank's verification of a client: approved unless asked otherwise or the last name is the magic one. */
export async function verifyClient(ctx: AppContext, o: Scope & { clientId: string; outcome?: 'approved' | 'rejected' }) {
  const client = await repo.findClient(ctx.db, o, o.clientId);
  if (!client) throw notFound('clientId');
  const rejected = o.outcome ? o.outcome === 'rejected' : client.lastName === SANDBOX_MAGIC.rejectedLastName;
  const status = rejected ? 'REJECTED' : 'APPROVED';
  const decidedDate = ctx.now().toISOString();
  await ctx.db.query(
    `INSERT INTO client_verifications(client_id, partner_id, environment, status, decided_at) VALUES ($1::uuid, $2, $3, $4, $5)
     ON CONFLICT (client_id) DO UPDATE SET status = EXCLUDED.status, decided_at = EXCLUDED.decided_at`,
    [client.clientId, o.partnerId, o.environment, status, decidedDate],
  );
  return { client, verificationStatus: status, decidedDate } satisfies ClientVerification;
}
