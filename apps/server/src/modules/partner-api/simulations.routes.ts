import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PARTNER_API as API, SANDBOX_LIMITS, SANDBOX_MAGIC } from '@portal/contract';
import { register } from '../../lib/route';
import { AppError } from '../../lib/errors';
import { signedScope } from './signing.plugin';
import * as sim from './simulations.service';
import { at, partnerApiDoc } from './partner-api.doc';

/** A live key never simulates: the bank's side of live flows happens at the bank. */
function sandbox(req: FastifyRequest) {
  const scope = signedScope(req);
  if (scope.environment !== 'sandbox') throw new AppError(403, 'sandbox_only', 'simulations run with a sandbox key only');
  return scope;
}

const doc = { ...partnerApiDoc, tags: ['simulations'] };
const tail = ' Sandbox keys only: a live key answers 403 `sandbox_only`.';
const declines = Object.entries(SANDBOX_MAGIC.declineByCents)
  .map(([cents, reason]) => `an amount ending in .${cents} is declined \`${reason}\``)
  .join(', ');

/** The OpenAPI description's paragraph on the sandbox (appended to the partner API's description). */
export const sandboxDescription = `## Sandbox

A key starting \`sbx_\` works on the partner's sandbox: its own clients, accounts, cards, transactions, events,
webhooks and request log, never live ones (404). The calls under \`/partner/v1/simulations/\` (tag \`simulations\`) make
the bank's side of a flow happen there, through the same code and with the same events as live; a live key answers
403 \`sandbox_only\`. Magic values: ${declines}; a client whose last name is \`${SANDBOX_MAGIC.rejectedLastName}\` fails
verification. A sandbox holds at most ${SANDBOX_LIMITS.clients.toLocaleString('en')} clients and \
${SANDBOX_LIMITS.transactions.toLocaleString('en')} transactions (417 naming \`sandbox_clients_limit\` or \
\`sandbox_transactions_limit\`); its calls have a rate budget of their own, apart from live's. A sandbox whose keys made no
call and which had no event for ${SANDBOX_LIMITS.idleDays} days is emptied by the retention job (keys and webhooks stay), \
${SANDBOX_LIMITS.idleNoticeDays} days after an inbox notice to the partner's Owner and Admins;
the portal's Owner or Admin can empty it at any time (\`POST /api-portal/sandbox/reset\`).`;

/** `/partner/v1/simulations/*`: each the bank's side of one flow, with its data change and its events. */
export function simulationRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  register(app, at(API.simulateIncomingTransfer), {
    ...doc,
    summary: 'Simulate an incoming transfer',
    description:
      'Makes the bank book a SEPA transfer from outside to one of your sandbox accounts, exactly as a live one is booked:' +
      ' the account is credited, the SEPA_IN transaction is written and ACCOUNT_UPDATED is emitted.' +
      tail,
    handler: async (req, reply) => reply.code(201).send(await sim.incomingTransfer(ctx, { ...sandbox(req), body: req.body })),
  });
  register(app, at(API.simulateOutgoingTransfer), {
    ...doc,
    summary: 'Simulate an outgoing transfer, settled or returned',
    description:
      'Debits the account (SEPA_OUT, ACCOUNT_UPDATED); `returned` then credits the amount back (REFUND, a second' +
      ' ACCOUNT_UPDATED), as a beneficiary bank that refuses the transfer does. Never overdraws: 417 insufficient_funds.' +
      tail,
    handler: async (req, reply) => reply.code(201).send(await sim.outgoingTransfer(ctx, { ...sandbox(req), body: req.body })),
  });
  register(app, at(API.simulateCardAuthorisation), {
    ...doc,
    summary: 'Simulate a card authorisation',
    description:
      "A merchant asks to take the amount from an ACTIVE card attached to an account. Approved: the card's account holds" +
      ' the amount (balanceOnHold; ACCOUNT_UPDATED). Declined (status DECLINED with `declineReason`): nothing moves and' +
      ` no event is sent. Magic values: ${declines}; an amount above the available balance is declined insufficient_funds.` +
      tail,
    handler: async (req, reply) => reply.code(201).send(await sim.authorise(ctx, { ...sandbox(req), body: req.body })),
  });
  register(app, at(API.simulateCardSettlement), {
    ...doc,
    summary: "Simulate a card authorisation's settlement",
    description:
      'The merchant takes the held amount: the hold is released, the account debited, the CARD_PAYMENT transaction' +
      ' written and ACCOUNT_UPDATED emitted. Only an APPROVED authorisation settles (else 417 on authorisationId).' +
      tail,
    handler: (req) => sim.closeAuthorisation(ctx, { ...sandbox(req), authorisationId: req.params.authorisationId, outcome: 'SETTLED' }),
  });
  register(app, at(API.simulateCardReversal), {
    ...doc,
    summary: "Simulate a card authorisation's reversal",
    description:
      'The merchant cancels the payment: the hold is released and ACCOUNT_UPDATED emitted. Only an APPROVED authorisation.' + tail,
    handler: (req) => sim.closeAuthorisation(ctx, { ...sandbox(req), authorisationId: req.params.authorisationId, outcome: 'REVERSED' }),
  });
  register(app, at(API.simulateAccountFreeze), {
    ...doc,
    summary: 'Simulate the bank freezing an account',
    description: 'An ACTIVE account becomes BLOCKED (else 417 account_not_active) and ACCOUNT_UPDATED is emitted.' + tail,
    handler: (req) => sim.setFrozen(ctx, { ...sandbox(req), walletId: req.params.walletId, frozen: true }),
  });
  register(app, at(API.simulateAccountUnfreeze), {
    ...doc,
    summary: 'Simulate the bank unfreezing an account',
    description: 'A BLOCKED account becomes ACTIVE again (else 417 on walletId) and ACCOUNT_UPDATED is emitted.' + tail,
    handler: (req) => sim.setFrozen(ctx, { ...sandbox(req), walletId: req.params.walletId, frozen: false }),
  });
  register(app, at(API.simulateClientVerification), {
    ...doc,
    summary: "Simulate the bank's verification of a client",
    description:
      `Approves or rejects the client's verification. Without \`outcome\`, a client whose last name is` +
      ` \`${SANDBOX_MAGIC.rejectedLastName}\` is rejected and any other approved. The event catalogue has no client` +
      ' events, so none is sent.' +
      tail,
    handler: (req) => sim.verifyClient(ctx, { ...sandbox(req), clientId: req.params.clientId, outcome: req.body.outcome }),
  });
}
