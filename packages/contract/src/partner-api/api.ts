import { z } from 'zod/mini';
import { LIMITS, TAKE_MAX } from '../common/constants';
import { email } from '../common/primitives';
import { listAnswer } from '../common/list';
import { ACCOUNT_STATUSES, ACCOUNT_TYPES, CARD_STATUSES, account, card, client, transaction } from '../partner-data/entities';
import { KEY_REFUSALS, SIGNATURE_REJECTIONS } from './signing';
import { partnerCurrency, payment, paymentAmount, walletIdRef, type PartnerRoute } from './fields';
export type { PartnerRoute } from './fields';
import { SIMULATIONS, clientWithVerification } from './simulations';
import { eventIdParams, eventsQuery, eventsStreamQuery, partnerEvent, partnerEventList, triggerEventBody } from './events';

/** The partner API: signed calls that create and read a partner's clients, accounts, cards, transactions. */
export const PARTNER_API_BASE = '/partner/v1';

/**
 * `Idempotency-Key` on the POST calls: a repeat of a call with the same key within `keepMs` answers the first
 * answer (a 2xx or a 417) without doing it again; the same key with another path or body answers 417
 * `idempotency_key_reused`, and while the first call still runs, 409 `idempotency_key_in_use`.
 */
export const IDEMPOTENCY = {
  header: 'idempotency-key',
  keepMs: 24 * 60 * 60 * 1000,
  /** a first call that has not answered after this long (its process stopped) no longer holds its key */
  leaseMs: 60 * 1000,
  maxLength: 255,
} as const;
export const idempotencyHeaders = z.object({
  [IDEMPOTENCY.header]: z.optional(
    z
      .string()
      .check(
        z.regex(/^[\x21-\x7e]+$/),
        z.maxLength(IDEMPOTENCY.maxLength),
        z.describe('any unique printable ASCII string (a UUID); a repeat with the same key answers the first answer for 24 h'),
      ),
  ),
});

/** Sandbox payment types and the way each moves the wallet's balance. */
export const PAYMENT_DIRECTIONS = {
  SEPA_IN: 'CREDIT',
  REFUND: 'CREDIT',
  SEPA_OUT: 'DEBIT',
  CARD_PAYMENT: 'DEBIT',
  FEE: 'DEBIT',
  TRANSFER: 'DEBIT',
} as const;
export type PaymentType = keyof typeof PAYMENT_DIRECTIONS;
export const PAYMENT_TYPES = Object.keys(PAYMENT_DIRECTIONS) as [PaymentType, ...PaymentType[]];

/** Account statuses from which nothing changes any more; card statuses likewise. */
export const ACCOUNT_FINAL_STATUSES = ['DELETED', 'TERMINATED'] as const;
export const CARD_FINAL_STATUSES = ['LOST', 'STOLEN', 'EXPIRED', 'REJECTED'] as const;

const name = z.string().check(z.trim(), z.minLength(LIMITS.nameMin), z.maxLength(LIMITS.nameMax));
const company = z.string().check(z.trim(), z.minLength(LIMITS.companyMin), z.maxLength(LIMITS.companyMax));

export const createIndividualClientBody = z
  .object({ type: z.literal('EXTERNAL_INDIVIDUAL'), email, firstName: name, lastName: name })
  .register(z.globalRegistry, {
    id: 'CreateIndividualClient',
    example: { type: 'EXTERNAL_INDIVIDUAL', email: 'anna.rossi@example.com', firstName: 'Anna', lastName: 'Rossi' },
  });
export const createBusinessClientBody = z
  .object({ type: z.literal('EXTERNAL_BUSINESS'), email, companyName: company, companyRegNumber: company })
  .register(z.globalRegistry, {
    id: 'CreateBusinessClient',
    example: {
      type: 'EXTERNAL_BUSINESS',
      email: 'office@acme.example',
      companyName: 'Acme Trading S.r.l.',
      companyRegNumber: 'IT01234567890',
    },
  });
export const createClientBody = z
  .discriminatedUnion('type', [createIndividualClientBody, createBusinessClientBody])
  .check(z.describe('an individual (firstName, lastName) or a business (companyName, companyRegNumber) client'));
export type CreateClientBody = z.infer<typeof createClientBody>;

export const clientsQuery = z.object({
  type: z.optional(z.enum(['EXTERNAL_INDIVIDUAL', 'EXTERNAL_BUSINESS'])),
  email: z.optional(z.string().check(z.maxLength(LIMITS.emailMax))).check(z.describe('exact e-mail, case-insensitive')),
  skip: z
    ._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000)), 0)
    .check(z.describe('page index from 0 (not a row offset)')),
  take: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(TAKE_MAX)), 25).check(z.describe(`page size, 1..${TAKE_MAX}`)),
});
export type ClientsQuery = z.infer<typeof clientsQuery>;

export const createAccountBody = z
  .object({
    clientId: z.uuid().check(z.describe('a client of yours')),
    currency: partnerCurrency,
    type: z
      ._default(z.enum(ACCOUNT_TYPES), 'BANK')
      .check(z.describe('BANK and BANK_AND_CARD open ACTIVE at once; the others open ORDERED')),
    label: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.labelMax))),
  })
  .register(z.globalRegistry, {
    id: 'CreateAccount',
    example: { clientId: '3f1c2a4e-5b6d-4c7e-8f90-a1b2c3d4e5f6', currency: 'EUR', type: 'BANK', label: 'Main account' },
  });
export type CreateAccountBody = z.infer<typeof createAccountBody>;

export const updateAccountBody = z
  .object({
    status: z.optional(z.enum(ACCOUNT_STATUSES)),
    label: z.optional(z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.labelMax)))),
  })
  .check(z.refine((b) => b.status !== undefined || b.label !== undefined, { message: 'status or label is required', path: ['status'] }))
  .register(z.globalRegistry, { id: 'UpdateAccount', example: { status: 'BLOCKED' } });
export type UpdateAccountBody = z.infer<typeof updateAccountBody>;

export const createCardBody = z
  .object({
    clientId: z.uuid(),
    walletId: z.optional(walletIdRef).check(z.describe('an account of the same client to attach the card to')),
    virtual: z.boolean().check(z.describe('virtual cards are ACTIVE at once; physical ones are ORDERED')),
    cardholder: name.check(z.describe('name printed on the card')),
    currency: partnerCurrency,
  })
  .register(z.globalRegistry, {
    id: 'CreateCard',
    example: { clientId: '3f1c2a4e-5b6d-4c7e-8f90-a1b2c3d4e5f6', virtual: true, cardholder: 'ANNA ROSSI', currency: 'EUR' },
  });
export type CreateCardBody = z.infer<typeof createCardBody>;

export const updateCardBody = z
  .object({ status: z.enum(CARD_STATUSES) })
  .register(z.globalRegistry, { id: 'UpdateCard', example: { status: 'BLOCKED' } });
export type UpdateCardBody = z.infer<typeof updateCardBody>;

export const paymentBody = z
  .object({
    walletId: walletIdRef.check(z.describe('the bank account (wallet) to credit or debit')),
    transactionType: z.enum(PAYMENT_TYPES).check(z.describe('SEPA_IN and REFUND credit the wallet; the others debit it')),
    amount: paymentAmount,
    currency: partnerCurrency.check(z.describe("must be the wallet's currency")),
    details: z._default(z.string().check(z.trim(), z.maxLength(256)), ''),
  })
  .register(z.globalRegistry, {
    id: 'SandboxPayment',
    example: { walletId: '100000123', transactionType: 'SEPA_IN', amount: '250.00', currency: 'EUR', details: 'Top-up' },
  });
export type PaymentBody = z.infer<typeof paymentBody>;

export const transactionsQuery = z.object({
  walletId: walletIdRef,
  skip: z
    ._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000)), 0)
    .check(z.describe('page index from 0 (not a row offset)')),
  take: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(TAKE_MAX)), 25).check(z.describe(`page size, 1..${TAKE_MAX}`)),
});
export type TransactionsQuery = z.infer<typeof transactionsQuery>;

export const partnerClientList = listAnswer(client).register(z.globalRegistry, { id: 'PartnerClientList' });
export const partnerTransactionList = listAnswer(transaction).register(z.globalRegistry, { id: 'PartnerTransactionList' });
export { account as partnerAccount, card as partnerCard, client as partnerClient };

const clientIdParams = z.object({ clientId: z.string().check(z.describe('client id (uuid)')) });
const walletIdParams = z.object({ walletId: z.string().check(z.describe('wallet id (digits)')) });

const definePartnerRoutes = <const T extends Record<string, PartnerRoute>>(routes: T): T => routes;

/** The signed calls under `PARTNER_API_BASE`; creating answers 201. Each names the scope it needs. */
export const PARTNER_API = definePartnerRoutes({
  createClient: {
    operationId: 'createClient',
    method: 'POST',
    scope: 'clients:write',
    path: '/partner/v1/clients',
    body: createClientBody,
    responses: { 201: client },
  },
  clients: {
    operationId: 'listClients',
    method: 'GET',
    scope: 'clients:read',
    path: '/partner/v1/clients',
    query: clientsQuery,
    responses: { 200: partnerClientList },
  },
  client: {
    operationId: 'getClient',
    method: 'GET',
    scope: 'clients:read',
    path: '/partner/v1/clients/:clientId',
    params: clientIdParams,
    responses: { 200: clientWithVerification },
  },
  createAccount: {
    operationId: 'createAccount',
    method: 'POST',
    scope: 'accounts:write',
    path: '/partner/v1/accounts',
    body: createAccountBody,
    responses: { 201: account },
  },
  updateAccount: {
    operationId: 'updateAccount',
    method: 'PATCH',
    scope: 'accounts:write',
    path: '/partner/v1/accounts/:walletId',
    params: walletIdParams,
    body: updateAccountBody,
    responses: { 200: account },
  },
  account: {
    operationId: 'getAccount',
    method: 'GET',
    scope: 'accounts:read',
    path: '/partner/v1/accounts/:walletId',
    params: walletIdParams,
    responses: { 200: account },
  },
  createCard: {
    operationId: 'createCard',
    method: 'POST',
    scope: 'cards:write',
    path: '/partner/v1/cards',
    body: createCardBody,
    responses: { 201: card },
  },
  updateCard: {
    operationId: 'updateCard',
    method: 'PATCH',
    scope: 'cards:write',
    path: '/partner/v1/cards/:walletId',
    params: walletIdParams,
    body: updateCardBody,
    responses: { 200: card },
  },
  card: {
    operationId: 'getCard',
    method: 'GET',
    scope: 'cards:read',
    path: '/partner/v1/cards/:walletId',
    params: walletIdParams,
    responses: { 200: card },
  },
  createTransaction: {
    operationId: 'createTransaction',
    method: 'POST',
    scope: 'transactions:write',
    path: '/partner/v1/transactions',
    body: paymentBody,
    responses: { 201: payment },
  },
  transactions: {
    operationId: 'listTransactions',
    method: 'GET',
    scope: 'transactions:read',
    path: '/partner/v1/transactions',
    query: transactionsQuery,
    responses: { 200: partnerTransactionList },
  },
  ...SIMULATIONS,
  // the Events API; the stream answers text/event-stream, not JSON, so it has no success schema
  events: {
    operationId: 'listEvents',
    method: 'GET',
    scope: 'events:read',
    path: '/partner/v1/events',
    query: eventsQuery,
    responses: { 200: partnerEventList },
  },
  eventsStream: {
    operationId: 'streamEvents',
    method: 'GET',
    scope: 'events:read',
    path: '/partner/v1/events/stream',
    query: eventsStreamQuery,
    responses: {},
  },
  triggerEvent: {
    operationId: 'triggerEvent',
    method: 'POST',
    scope: 'events:write',
    path: '/partner/v1/events/trigger',
    body: triggerEventBody,
    responses: { 201: partnerEvent },
  },
  event: {
    operationId: 'getEvent',
    method: 'GET',
    scope: 'events:read',
    path: '/partner/v1/events/:eventId',
    params: eventIdParams,
    responses: { 200: partnerEvent },
  },
});
export type PartnerApiRoute = keyof typeof PARTNER_API;

/** A 401 of the partner API: `error` names the reason, `message` explains it in plain words. */
export const signatureError = z
  .object({
    error: z.enum(SIGNATURE_REJECTIONS),
    message: z.string().check(z.describe('the reason in plain words; never contains the secret')),
  })
  .register(z.globalRegistry, {
    id: 'SignatureError',
    example: { error: 'stale_timestamp', message: 'timestamp 412 s older than server time (allowed: 60 s)' },
  });
export type SignatureError = z.infer<typeof signatureError>;

/** A 403 of the partner API: the call was signed correctly, but this key may not make it. */
export const keyRefusal = z
  .object({
    error: z.enum(KEY_REFUSALS),
    message: z.string().check(z.describe('the reason in plain words, e.g. the scope the call needs or the address it came from')),
  })
  .register(z.globalRegistry, {
    id: 'KeyRefusal',
    example: { error: 'scope_denied', message: 'this API key lacks the scope clients:write' },
  });
