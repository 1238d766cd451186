import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SIMULATION_API as R } from '@portal/contract';
import { bearer, register } from '../../lib/route';
import { AppError } from '../../lib/errors';
import { partnerScope } from '../../lib/partner-scope';
import * as sim from '../partner-api/simulations.service';

/** The screen's environment must be the sandbox: the bank's side of live flows happens at the bank. */
function sandbox(req: FastifyRequest) {
  const scope = partnerScope(req);
  if (scope.environment !== 'sandbox') throw new AppError(403, 'sandbox_only', 'simulations run in the sandbox only');
  return scope;
}

const doc = {
  tags: ['sandbox'],
  security: bearer,
  // simulations exist to test an integration's receivers: whoever manages the webhooks runs them (a Developer too)
  access: 'webhooks.manage' as const,
  environment: true as const,
  description:
    "The portal's twin of the partner API's call of the same name under `/partner/v1/simulations/` (same body, same" +
    ' data change, same events), for the signed-in partner. Only with `x-environment: sandbox`; otherwise 403' +
    ' `sandbox_only`. Needs `webhooks.manage`: simulations exist to exercise the receivers of the one who manages them.',
};

/** `/api-portal/sandbox/simulations/*`: the API's simulations, run from the portal's screens. */
export async function simulationPortalRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const routes = { ...doc, preHandler: app.requirePartner };
  register(app, R.incomingTransfer, {
    ...routes,
    summary: 'Simulate an incoming transfer',
    handler: async (req, reply) => reply.code(201).send(await sim.incomingTransfer(ctx, { ...sandbox(req), body: req.body })),
  });
  register(app, R.outgoingTransfer, {
    ...routes,
    summary: 'Simulate an outgoing transfer, settled or returned',
    handler: async (req, reply) => reply.code(201).send(await sim.outgoingTransfer(ctx, { ...sandbox(req), body: req.body })),
  });
  register(app, R.cardAuthorisation, {
    ...routes,
    summary: 'Simulate a card authorisation',
    handler: async (req, reply) => reply.code(201).send(await sim.authorise(ctx, { ...sandbox(req), body: req.body })),
  });
  for (const [route, outcome] of [
    [R.cardSettlement, 'SETTLED'],
    [R.cardReversal, 'REVERSED'],
  ] as const)
    register(app, route as typeof R.cardSettlement, {
      ...routes,
      summary: `Simulate a card authorisation's ${outcome === 'SETTLED' ? 'settlement' : 'reversal'}`,
      handler: (req) => sim.closeAuthorisation(ctx, { ...sandbox(req), authorisationId: req.params.authorisationId, outcome }),
    });
  for (const [route, frozen] of [
    [R.accountFreeze, true],
    [R.accountUnfreeze, false],
  ] as const)
    register(app, route as typeof R.accountFreeze, {
      ...routes,
      summary: `Simulate the bank ${frozen ? 'freezing' : 'unfreezing'} an account`,
      handler: (req) => sim.setFrozen(ctx, { ...sandbox(req), walletId: req.params.walletId, frozen }),
    });
  register(app, R.clientVerification, {
    ...routes,
    summary: "Simulate the bank's verification of a client",
    handler: (req) => sim.verifyClient(ctx, { ...sandbox(req), clientId: req.params.clientId, outcome: req.body.outcome }),
  });
}
