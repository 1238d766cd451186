import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PARTNER_API as API, PARTNER_API_BASE, UNVERIFIED_CALLS_LIMIT } from '@portal/contract';
import { register } from '../../lib/route';
import { AppError, notFound } from '../../lib/errors';
import { requireSignature, signedScope } from './signing.plugin';
import * as svc from './partner-api.service';
import { requestLogPlugin } from './request-log.plugin';
import { requestLogRoutes } from './request-log.routes';
import { limitPartnerApi } from './rate-limit';
import { idempotentPosts } from './idempotency';
import { simulationRoutes } from './simulations.routes';
import { at, partnerApiDoc } from './partner-api.doc';

const failures = new WeakMap<FastifyRequest, { error: string; reason: string }>();

/** A call refused before its signature was verified (kept out of the partner's request log); key policy refusals come after. */
const unverifiedCall = (req: FastifyRequest) => req.verdict?.ok === false && !req.verdict.signed;

/** What the request log keeps of an error answer: its code and its words. */
function captureError(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode < 400 || typeof payload !== 'string' || unverifiedCall(req)) return;
  try {
    const b = JSON.parse(payload) as { error?: string; error_param?: string; param_value?: string; message?: string };
    const words = b.message ?? [b.error_param, b.param_value].filter(Boolean).join(': ');
    failures.set(req, { error: b.error ?? String(reply.statusCode), reason: words || String(b.error ?? '') });
  } catch {
    /* not JSON: nothing to add */
  }
}

/** `/partner/v1/*` (CONTRACTS §5): signed calls scoped to the secret's partner. */
async function partnerApi(app: FastifyInstance, o: PartnerApiOptions) {
  // calls refused before their signature is verified: limited per client address, counted apart (not in the partner's log);
  // while Redis is unreachable the limit is lifted (every call still needs a valid signature) so signed calls keep working
  const unverified = app.failureLimit('partner-unverified', [UNVERIFIED_CALLS_LIMIT.max, UNVERIFIED_CALLS_LIMIT.windowMs], {
    failOpen: true,
  });
  app.addHook('onRequest', async (req) => {
    if ((await unverified.blocked(req.ip)) > 0)
      throw new AppError(429, 'rate_limited', 'CUSTOM_MESSAGE', 'Too many unsigned or wrongly signed calls from this address');
  });
  requireSignature(app);
  // the OpenAPI description of each call names the scope its key needs (declared in the contract)
  const scopes = new Map(Object.values(API).map((r) => [`${r.method} ${r.path}`, r.scope]));
  app.addHook('onRoute', (route) => {
    const scope = scopes.get(`${String(route.method)} ${route.url}`);
    const schema = route.schema as { description?: string } | undefined;
    if (scope && schema) schema.description = `${schema.description ? `${schema.description}\n\n` : ''}Scope: \`${scope}\`.`;
  });
  limitPartnerApi(app);
  idempotentPosts(app);
  app.addHook('onSend', async (req, reply, payload) => {
    captureError(req, reply, payload);
    return payload;
  });
  app.addHook('onResponse', async (req, reply) => {
    if (req.verdict?.ok === false && !req.verdict.signed) {
      app.requestLog.unverified({ partnerId: req.verdict.caller?.partnerId ?? null, reason: req.verdict.code, at: app.ctx.now() });
      await unverified.fail(req.ip);
      return;
    }
    const caller = req.verdict?.caller;
    if (!caller) return;
    const failure = failures.get(req);
    app.requestLog.record({
      partnerId: caller.partnerId,
      environment: caller.environment,
      secretId: caller.secretId,
      token: caller.token,
      at: app.ctx.now(),
      method: req.method,
      path: req.url,
      status: reply.statusCode,
      durationMs: reply.elapsedTime,
      error: failure?.error ?? null,
      reason: failure?.reason ?? null,
    });
  });
  app.setNotFoundHandler(async () => {
    throw notFound('no such partner API call');
  });

  const doc = partnerApiDoc;
  const ctx = app.ctx;

  register(app, at(API.createClient), {
    ...doc,
    summary: 'Create a client',
    description:
      'An individual (`EXTERNAL_INDIVIDUAL`: firstName, lastName)' +
      ' or a business (`EXTERNAL_BUSINESS`: companyName, companyRegNumber) client of yours.',
    handler: async (req, reply) => reply.code(201).send(await svc.createClient(ctx, { ...signedScope(req), body: req.body })),
  });
  register(app, at(API.clients), {
    ...doc,
    summary: 'List your clients',
    description: 'Newest first. `skip` is a page index from 0.',
    handler: (req) => svc.listClients(ctx, { ...signedScope(req), query: req.query }),
  });
  register(app, at(API.client), {
    ...doc,
    summary: 'Read a client',
    description: "Another partner's client answers 404, exactly like one that does not exist.",
    handler: (req) => svc.getClient(ctx, { ...signedScope(req), clientId: req.params.clientId }),
  });
  register(app, at(API.createAccount), {
    ...doc,
    summary: 'Open a bank account (wallet)',
    description:
      'Opens a wallet for one of your clients with sandbox bank details.' +
      ' BANK and BANK_AND_CARD open ACTIVE, other types ORDERED. Emits ACCOUNT_CREATED.',
    handler: async (req, reply) => reply.code(201).send(await svc.createAccount(ctx, { ...signedScope(req), body: req.body })),
  });
  register(app, at(API.updateAccount), {
    ...doc,
    summary: 'Change an account',
    description:
      'Status and/or label. DELETED and TERMINATED accounts no longer change (417 account_closed).' +
      ' Emits ACCOUNT_UPDATED when something changed.',
    handler: (req) => svc.updateAccount(ctx, { ...signedScope(req), walletId: req.params.walletId, body: req.body }),
  });
  register(app, at(API.account), {
    ...doc,
    summary: 'Read an account',
    description: 'With its bank details (IBAN, SWIFT, bank name and address, recipient).',
    handler: (req) => svc.getAccount(ctx, { ...signedScope(req), walletId: req.params.walletId }),
  });
  register(app, at(API.createCard), {
    ...doc,
    summary: 'Order a card',
    description:
      'Virtual cards are ACTIVE at once, physical cards ORDERED. Only the masked number is ever made or stored. Emits CARD_CREATED.',
    handler: async (req, reply) => reply.code(201).send(await svc.createCard(ctx, { ...signedScope(req), body: req.body })),
  });
  register(app, at(API.updateCard), {
    ...doc,
    summary: 'Change a card status',
    description: 'LOST, STOLEN, EXPIRED and REJECTED cards no longer change (417 card_closed). Emits CARD_UPDATED when the status changed.',
    handler: (req) => svc.updateCard(ctx, { ...signedScope(req), walletId: req.params.walletId, body: req.body }),
  });
  register(app, at(API.card), {
    ...doc,
    summary: 'Read a card',
    description: 'The card number is only ever the mask.',
    handler: (req) => svc.getCard(ctx, { ...signedScope(req), walletId: req.params.walletId }),
  });
  register(app, at(API.createTransaction), {
    ...doc,
    summary: 'Make a sandbox payment',
    description:
      'Credits (SEPA_IN, REFUND) or debits (SEPA_OUT, CARD_PAYMENT, FEE, TRANSFER) an ACTIVE account in its currency.' +
      ' A debit never overdraws the available balance: 417 insufficient_funds and nothing is written.' +
      ' Emits ACCOUNT_UPDATED.',
    handler: async (req, reply) => reply.code(201).send(await svc.createPayment(ctx, { ...signedScope(req), body: req.body })),
  });
  register(app, at(API.transactions), {
    ...doc,
    summary: "List a wallet's transactions",
    description: 'Newest first. `skip` is a page index from 0.',
    handler: (req) => svc.listTransactions(ctx, { ...signedScope(req), query: req.query }),
  });
  simulationRoutes(app);
  for (const routes of o.routes) routes(app);
}

/** Other modules' routes served under /partner/v1, behind its signature, rate limits and request log (app.ts names them). */
interface PartnerApiOptions {
  routes: Array<(app: FastifyInstance) => void>;
}

/** The partner API, its request log and the portal call that lists the log. */
export const partnerApiRoutes = fp(async (app: FastifyInstance, o: PartnerApiOptions) => {
  await app.register(requestLogPlugin);
  await app.register(partnerApi, { prefix: PARTNER_API_BASE, routes: o.routes });
  await app.register(requestLogRoutes);
});
