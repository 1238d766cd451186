import { z } from 'zod/mini';
import { defineRoutes, type RouteDescriptor } from '../common/route';
import type { PartnerRoute } from '../partner-api/fields';
import { SIMULATIONS } from '../partner-api/simulations';

/**
 * Resetting a sandbox: its clients, accounts, cards, transactions, authorisations, events, webhook deliveries, request
 * log and counts go; its keys stay unless `keys` is true (then they are revoked); its webhooks stay. Live is untouched.
 */
export const sandboxResetBody = z
  .object({ keys: z._default(z.boolean(), false).check(z.describe('also revoke every sandbox API key')) })
  .register(z.globalRegistry, { id: 'SandboxReset', example: { keys: false } });
export type SandboxResetBody = z.infer<typeof sandboxResetBody>;

const n = z.number().check(z.int(), z.gte(0));
/** Rows deleted per part (keys: revoked). */
const deletedParts = z.object({
  clients: n,
  accounts: n,
  cards: n,
  transactions: n,
  authorisations: n,
  events: n,
  deliveries: n,
  requests: n,
  keys: n,
});
export const SANDBOX_RESET_PARTS = Object.keys(deletedParts.shape) as Array<keyof typeof deletedParts.shape>;
export const sandboxResetResult = z.object({ deleted: deletedParts }).register(z.globalRegistry, { id: 'SandboxResetResult' });
export type SandboxResetResult = z.infer<typeof sandboxResetResult>;

export const SANDBOX_API = defineRoutes({
  reset: { method: 'POST', path: '/api-portal/sandbox/reset', body: sandboxResetBody, responses: { 200: sandboxResetResult } },
});

type PortalSimulation<R extends PartnerRoute> = Omit<R, 'scope' | 'operationId' | 'path'> & {
  path: R['path'] extends `/partner/v1/${infer Rest}` ? `/api-portal/sandbox/${Rest}` : never;
};
/** The portal's twin of one API simulation: the same schemas, under the session's sandbox instead of a key's. */
const portal = <const R extends PartnerRoute>({ scope: _, operationId: __, ...r }: R) =>
  ({ ...r, path: r.path.replace('/partner/v1/', '/api-portal/sandbox/') }) as PortalSimulation<R>;

/** Simulations run from the portal's screens (signed-in partner, sandbox only): the API's, one each. */
export const SIMULATION_API = {
  incomingTransfer: portal(SIMULATIONS.simulateIncomingTransfer),
  outgoingTransfer: portal(SIMULATIONS.simulateOutgoingTransfer),
  cardAuthorisation: portal(SIMULATIONS.simulateCardAuthorisation),
  cardSettlement: portal(SIMULATIONS.simulateCardSettlement),
  cardReversal: portal(SIMULATIONS.simulateCardReversal),
  accountFreeze: portal(SIMULATIONS.simulateAccountFreeze),
  accountUnfreeze: portal(SIMULATIONS.simulateAccountUnfreeze),
  clientVerification: portal(SIMULATIONS.simulateClientVerification),
} satisfies Record<string, RouteDescriptor>;
export type SimulationName = keyof typeof SIMULATION_API;
