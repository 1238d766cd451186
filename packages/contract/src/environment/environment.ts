import { z } from 'zod/mini';

/**
 * Every partner has a sandbox from registration and a live environment once past the specification's gate
 * (partner-portal §2: tier 2 or more and a wlpId). Keys, webhooks, events, the request log and the partner data
 * belong to one of them (docs/security.md, "Environments").
 */
export const ENVIRONMENTS = ['sandbox', 'live'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
// pure: the web app's first download takes the header's name from here, not the schema
export const environment = /* @__PURE__ */ z.enum(ENVIRONMENTS).check(/* @__PURE__ */ z.describe('sandbox or live'));

/** The portal's own calls say which environment the screen shows in this header; without it, live. */
export const ENVIRONMENT_HEADER = 'x-environment';

/** The visible prefix of an API key's token, which says its environment. */
export const KEY_PREFIXES: Record<Environment, string> = { sandbox: 'sbx_', live: 'live_' };
