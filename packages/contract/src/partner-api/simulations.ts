import { z } from 'zod/mini';
import { isoDateTime, money } from '../common/primitives';
import { account, client } from '../partner-data/entities';
import { partnerCurrency, payment, paymentAmount, walletIdRef, type PartnerRoute } from './fields';

/**
 * Simulations: the bank's side of the flows, on demand, in a partner's sandbox only (a live key gets 403
 * `sandbox_only`). Each changes the data as the live flow does and emits the same events.
 */

/** Magic values (documented in /docs and the OpenAPI document): the cents of an authorisation, a client's last name. */
export const SANDBOX_MAGIC = {
  declineByCents: { '51': 'insufficient_funds', '05': 'do_not_honour' },
  rejectedLastName: 'Reject',
} as const;
export const DECLINE_REASONS = ['insufficient_funds', 'do_not_honour'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
/** The decline a magic amount asks for, if any. */
export const magicDecline = (amount: string): DeclineReason | undefined =>
  (SANDBOX_MAGIC.declineByCents as Record<string, DeclineReason>)[amount.slice(-2)];

/** What one partner's sandbox may hold, and how long it is kept once nothing happens in it. */
export const SANDBOX_LIMITS = { clients: 10_000, transactions: 1_000_000, idleDays: 90, idleNoticeDays: 7 } as const;

/** The merchant of an authorisation that names none. */
export const SANDBOX_MERCHANT = 'Sandbox merchant';

const details = z._default(z.string().check(z.trim(), z.maxLength(256)), '');

/** A transfer from outside the bank to one of your accounts, as the bank would book it. */
export const incomingTransferBody = z
  .object({
    walletId: walletIdRef.check(z.describe('the bank account (wallet) the transfer arrives on')),
    amount: paymentAmount,
    currency: partnerCurrency,
    details,
  })
  .register(z.globalRegistry, {
    id: 'IncomingTransferSimulation',
    example: { walletId: '100000123', amount: '250.00', currency: 'EUR', details: 'Invoice 2026-014' },
  });
export type IncomingTransferBody = z.infer<typeof incomingTransferBody>;

export const OUTGOING_OUTCOMES = ['settled', 'returned'] as const;
export const outgoingTransferBody = z
  .object({
    walletId: walletIdRef.check(z.describe('the bank account (wallet) the transfer leaves')),
    amount: paymentAmount,
    currency: partnerCurrency,
    details,
    outcome: z
      ._default(z.enum(OUTGOING_OUTCOMES), 'settled')
      .check(z.describe('settled: the account is debited; returned: debited, then the beneficiary bank sends it back')),
  })
  .register(z.globalRegistry, {
    id: 'OutgoingTransferSimulation',
    example: { walletId: '100000123', amount: '80.00', currency: 'EUR', details: 'Rent', outcome: 'returned' },
  });
export type OutgoingTransferBody = z.infer<typeof outgoingTransferBody>;
export const outgoingTransfer = z
  .object({
    transfer: payment,
    returned: z.nullable(payment).check(z.describe('the credit that gave the amount back (REFUND), for a returned transfer')),
  })
  .register(z.globalRegistry, { id: 'OutgoingTransferResult' });

export const AUTHORISATION_STATUSES = ['APPROVED', 'DECLINED', 'SETTLED', 'REVERSED'] as const;
export const cardAuthorisationBody = z
  .object({
    cardId: walletIdRef.check(z.describe("the card's wallet id; the card must be ACTIVE and attached to an account")),
    amount: paymentAmount.check(z.describe('cents .51 decline it insufficient_funds, .05 do_not_honour')),
    currency: partnerCurrency,
    merchant: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(100)), SANDBOX_MERCHANT),
  })
  .register(z.globalRegistry, {
    id: 'CardAuthorisationSimulation',
    example: { cardId: '100000124', amount: '12.50', currency: 'EUR', merchant: 'Coffee Bar Milano' },
  });
export type CardAuthorisationBody = z.infer<typeof cardAuthorisationBody>;
export const cardAuthorisation = z
  .object({
    authorisationId: z.uuid(),
    cardId: z.string(),
    walletId: z.string().check(z.describe('the account whose funds the authorisation holds')),
    amount: money,
    currency: z.string(),
    merchant: z.string(),
    status: z.enum(AUTHORISATION_STATUSES),
    declineReason: z.nullable(z.enum(DECLINE_REASONS)),
    createdDate: isoDateTime,
  })
  .register(z.globalRegistry, {
    id: 'CardAuthorisation',
    example: {
      authorisationId: '0b8e2c4a-1d3f-4e5a-9b7c-6d8e0f1a2b3c',
      cardId: '100000124',
      walletId: '100000123',
      amount: '12.50',
      currency: 'EUR',
      merchant: 'Coffee Bar Milano',
      status: 'APPROVED',
      declineReason: null,
      createdDate: '2026-05-01T12:00:00.000Z',
    },
  });
export type CardAuthorisation = z.infer<typeof cardAuthorisation>;

export const VERIFICATION_OUTCOMES = ['approved', 'rejected'] as const;
export const clientVerificationBody = z
  .object({
    outcome: z
      .optional(z.enum(VERIFICATION_OUTCOMES))
      .check(z.describe(`without it, approved unless the client's last name is ${SANDBOX_MAGIC.rejectedLastName}`)),
  })
  .register(z.globalRegistry, { id: 'ClientVerificationSimulation', example: {} });
export const CLIENT_VERIFICATION_STATUSES = ['APPROVED', 'REJECTED'] as const;
export const clientVerification = z
  .object({
    client,
    verificationStatus: z.enum(CLIENT_VERIFICATION_STATUSES),
    decidedDate: isoDateTime,
  })
  .register(z.globalRegistry, { id: 'ClientVerification' });
export type ClientVerification = z.infer<typeof clientVerification>;

/** A client as `GET /partner/v1/clients/{clientId}` reads it: with the bank's verification decision, if any. */
export const clientWithVerification = z
  .extend(client, {
    verification: z
      .nullable(z.object({ status: z.enum(CLIENT_VERIFICATION_STATUSES), decidedDate: isoDateTime }))
      .check(z.describe("the bank's decision on the client's verification; null while none was made")),
  })
  .register(z.globalRegistry, { id: 'ClientWithVerification' });
export type ClientWithVerification = z.infer<typeof clientWithVerification>;

const walletParams = z.object({ walletId: z.string().check(z.describe('wallet id (digits)')) });
const authorisationParams = z.object({ authorisationId: z.string().check(z.describe('authorisation id (uuid)')) });
const clientParams = z.object({ clientId: z.string().check(z.describe('client id (uuid)')) });

const SIM = '/partner/v1/simulations';
const post = <const R extends Omit<PartnerRoute, 'method'>>(r: R) => ({ ...r, method: 'POST' as const });

export const SIMULATIONS = {
  simulateIncomingTransfer: post({
    operationId: 'simulateIncomingTransfer',
    scope: 'transactions:write',
    path: `${SIM}/incoming-transfer`,
    body: incomingTransferBody,
    responses: { 201: payment },
  }),
  simulateOutgoingTransfer: post({
    operationId: 'simulateOutgoingTransfer',
    scope: 'transactions:write',
    path: `${SIM}/outgoing-transfer`,
    body: outgoingTransferBody,
    responses: { 201: outgoingTransfer },
  }),
  simulateCardAuthorisation: post({
    operationId: 'simulateCardAuthorisation',
    scope: 'cards:write',
    path: `${SIM}/card-authorisations`,
    body: cardAuthorisationBody,
    responses: { 201: cardAuthorisation },
  }),
  simulateCardSettlement: post({
    operationId: 'simulateCardSettlement',
    scope: 'cards:write',
    path: `${SIM}/card-authorisations/:authorisationId/settlement`,
    params: authorisationParams,
    responses: { 200: cardAuthorisation },
  }),
  simulateCardReversal: post({
    operationId: 'simulateCardReversal',
    scope: 'cards:write',
    path: `${SIM}/card-authorisations/:authorisationId/reversal`,
    params: authorisationParams,
    responses: { 200: cardAuthorisation },
  }),
  simulateAccountFreeze: post({
    operationId: 'simulateAccountFreeze',
    scope: 'accounts:write',
    path: `${SIM}/accounts/:walletId/freeze`,
    params: walletParams,
    responses: { 200: account },
  }),
  simulateAccountUnfreeze: post({
    operationId: 'simulateAccountUnfreeze',
    scope: 'accounts:write',
    path: `${SIM}/accounts/:walletId/unfreeze`,
    params: walletParams,
    responses: { 200: account },
  }),
  simulateClientVerification: post({
    operationId: 'simulateClientVerification',
    scope: 'clients:write',
    path: `${SIM}/clients/:clientId/verification`,
    params: clientParams,
    body: clientVerificationBody,
    responses: { 200: clientVerification },
  }),
} as const satisfies Record<string, PartnerRoute>;
