import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import {
  PARTNER_API,
  PARTNER_API_BASE,
  clientsQuery,
  createAccountBody,
  createCardBody,
  createClientBody,
  errorBody,
  partnerAccount,
  partnerCard,
  partnerClient,
  partnerClientList,
  partnerTransactionList,
  payment,
  paymentBody,
  plainError,
  signatureError,
  transactionsQuery,
  updateAccountBody,
  updateCardBody,
} from '@portal/contract';
import { typed } from '../../lib/route';
import { notFound } from '../../lib/errors';
import { requireSignature, signedPartner } from './signing.plugin';
import * as svc from './partner-api.service';
import { requestLogPlugin } from './request-log.plugin';
import { requestLogRoutes } from './request-log.routes';

/** Every partner API route needs all three headers (AND). */
export const signedSecurity = [{ appToken: [], appTimestamp: [], appSignature: [] }];
const errors = { 401: signatureError, 404: plainError, 417: errorBody } as const;
const at = (route: keyof typeof PARTNER_API) => PARTNER_API[route].path.slice(PARTNER_API_BASE.length);
const clientIdParam = z.object({ clientId: z.string().describe('client id (uuid)') });
const walletIdParam = z.object({ walletId: z.string().describe('wallet id (digits)') });

const failures = new WeakMap<FastifyRequest, { error: string; reason: string }>();

/** What the request log keeps of an error answer: its code and its words. */
function captureError(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode < 400 || typeof payload !== 'string' || req.verdict?.ok === false) return;
  try {
    const b = JSON.parse(payload) as { error?: string; error_param?: string; param_value?: string; message?: string };
    const words = b.message ?? [b.error_param, b.param_value].filter(Boolean).join(': ');
    failures.set(req, { error: b.error ?? String(reply.statusCode), reason: words || String(b.error ?? '') });
  } catch {
    /* not JSON: nothing to add */
  }
}

/** `/partner/v1/*` (CONTRACTS §5): signed calls scoped to the secret's partner. */
async function partnerApi(app: FastifyInstance) {
  requireSignature(app);
  app.addHook('onSend', async (req, reply, payload) => {
    captureError(req, reply, payload);
    return payload;
  });
  app.addHook('onResponse', async (req, reply) => {
    const caller = req.verdict?.caller;
    if (!caller) return;
    const failure = req.verdict?.ok === false ? { error: req.verdict.code, reason: req.verdict.reason } : failures.get(req);
    app.requestLog.record({
      partnerId: caller.partnerId,
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

  const r = typed(app);
  const tags = ['partner API'];
  const doc = (summary: string, description: string) => ({ tags, summary, description, security: signedSecurity });

  r.post(at('createClient'), {
    schema: {
      ...doc(
        'Create a client',
        'An individual (`EXTERNAL_INDIVIDUAL`: firstName, lastName) or a business (`EXTERNAL_BUSINESS`: companyName, companyRegNumber) client of yours.',
      ),
      body: createClientBody,
      response: { 201: partnerClient, ...errors },
    },
    handler: async (req, reply) => reply.code(201).send(await svc.createClient(app.ctx, { partnerId: signedPartner(req), body: req.body })),
  });
  r.get(at('clients'), {
    schema: {
      ...doc('List your clients', 'Newest first. `skip` is a page index from 0.'),
      querystring: clientsQuery,
      response: { 200: partnerClientList, ...errors },
    },
    handler: (req) => svc.listClients(app.ctx, { partnerId: signedPartner(req), query: req.query }),
  });
  r.get(at('client'), {
    schema: {
      ...doc('Read a client', "Another partner's client answers 404, exactly like one that does not exist."),
      params: clientIdParam,
      response: { 200: partnerClient, ...errors },
    },
    handler: (req) => svc.getClient(app.ctx, { partnerId: signedPartner(req), clientId: req.params.clientId }),
  });
  r.post(at('createAccount'), {
    schema: {
      ...doc(
        'Open a bank account (wallet)',
        'Opens a wallet for one of your clients with sandbox bank details. BANK and BANK_AND_CARD open ACTIVE, other types ORDERED. Emits ACCOUNT_CREATED.',
      ),
      body: createAccountBody,
      response: { 201: partnerAccount, ...errors },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await svc.createAccount(app.ctx, { partnerId: signedPartner(req), body: req.body })),
  });
  r.patch(at('updateAccount'), {
    schema: {
      ...doc(
        'Change an account',
        'Status and/or label. DELETED and TERMINATED accounts no longer change (417 account_closed). Emits ACCOUNT_UPDATED when something changed.',
      ),
      params: walletIdParam,
      body: updateAccountBody,
      response: { 200: partnerAccount, ...errors },
    },
    handler: (req) => svc.updateAccount(app.ctx, { partnerId: signedPartner(req), walletId: req.params.walletId, body: req.body }),
  });
  r.get(at('account'), {
    schema: {
      ...doc('Read an account', 'With its bank details (IBAN, SWIFT, bank name and address, recipient).'),
      params: walletIdParam,
      response: { 200: partnerAccount, ...errors },
    },
    handler: (req) => svc.getAccount(app.ctx, { partnerId: signedPartner(req), walletId: req.params.walletId }),
  });
  r.post(at('createCard'), {
    schema: {
      ...doc(
        'Order a card',
        'Virtual cards are ACTIVE at once, physical cards ORDERED. Only the masked number is ever made or stored. Emits CARD_CREATED.',
      ),
      body: createCardBody,
      response: { 201: partnerCard, ...errors },
    },
    handler: async (req, reply) => reply.code(201).send(await svc.createCard(app.ctx, { partnerId: signedPartner(req), body: req.body })),
  });
  r.patch(at('updateCard'), {
    schema: {
      ...doc(
        'Change a card status',
        'LOST, STOLEN, EXPIRED and REJECTED cards no longer change (417 card_closed). Emits CARD_UPDATED when the status changed.',
      ),
      params: walletIdParam,
      body: updateCardBody,
      response: { 200: partnerCard, ...errors },
    },
    handler: (req) => svc.updateCard(app.ctx, { partnerId: signedPartner(req), walletId: req.params.walletId, body: req.body }),
  });
  r.get(at('card'), {
    schema: {
      ...doc('Read a card', 'The card number is only ever the mask.'),
      params: walletIdParam,
      response: { 200: partnerCard, ...errors },
    },
    handler: (req) => svc.getCard(app.ctx, { partnerId: signedPartner(req), walletId: req.params.walletId }),
  });
  r.post(at('createTransaction'), {
    schema: {
      ...doc(
        'Make a sandbox payment',
        'Credits (SEPA_IN, REFUND) or debits (SEPA_OUT, CARD_PAYMENT, FEE, TRANSFER) an ACTIVE account in its currency. A debit never overdraws the available balance: 417 insufficient_funds and nothing is written. Emits ACCOUNT_UPDATED.',
      ),
      body: paymentBody,
      response: { 201: payment, ...errors },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await svc.createPayment(app.ctx, { partnerId: signedPartner(req), body: req.body })),
  });
  r.get(at('transactions'), {
    schema: {
      ...doc("List a wallet's transactions", 'Newest first. `skip` is a page index from 0.'),
      querystring: transactionsQuery,
      response: { 200: partnerTransactionList, ...errors },
    },
    handler: (req) => svc.listTransactions(app.ctx, { partnerId: signedPartner(req), query: req.query }),
  });
}

/** The partner API, its request log and the portal call that lists the log. */
export const partnerApiRoutes = fp(async (app: FastifyInstance) => {
  await app.register(requestLogPlugin);
  await app.register(partnerApi, { prefix: PARTNER_API_BASE });
  await app.register(requestLogRoutes);
});
