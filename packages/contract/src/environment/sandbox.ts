import { z } from 'zod/mini';
import { defineRoutes } from '../common/route';

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
