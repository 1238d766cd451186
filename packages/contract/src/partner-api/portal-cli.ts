import { WEBHOOK_EVENT_TYPES } from '../webhooks/catalogue';
import type { PartnerScope } from '../secrets/scopes';

/**
 * `portal-cli` (packages/cli) as its help and /docs/cli show it: the commands, the options
 * every command takes and where each can come from. The CLI parses its arguments; this says them once.
 */
export const PORTAL_CLI = {
  bin: 'portal-cli',
  /** the npm package (packages/cli); in a clone of the repository `npx portal-cli` runs its source */
  packageName: '@partner-portal/cli',
  defaultUrl: 'http://localhost:8080',
  commands: {
    listen: {
      usage: 'portal-cli listen --forward-to http://localhost:3000/webhooks [--webhook-secret S] [--after EVENT_ID]',
      scope: 'events:read',
    },
    trigger: {
      usage: `portal-cli trigger ${WEBHOOK_EVENT_TYPES.join('|')} [--wallet W: ACCOUNT_UPDATED by a real simulation]`,
      scope: 'events:write',
    },
    events: {
      usage: 'portal-cli events [--since 1h] [--until 2026-05-01T00:00:00Z] [--type TYPE] [--limit 100] [--json]',
      scope: 'events:read',
    },
  },
  /** what every command signs its calls with, and where the portal is */
  options: {
    url: { flag: '--url URL', env: 'PORTAL_URL' },
    apiKey: { flag: '--api-key TOKEN', env: 'PORTAL_API_KEY' },
    apiSecret: { flag: '--api-secret SECRET', env: 'PORTAL_API_SECRET' },
  },
} as const satisfies {
  commands: Record<string, { usage: string; scope: PartnerScope }>;
  options: Record<string, { flag: string; env: string }>;
} & Record<string, unknown>;
export type PortalCliCommand = keyof typeof PORTAL_CLI.commands;

/** `portal-cli simulate`: apart from `commands`, since no single scope covers it (each kind needs its own write scope). */
export const PORTAL_CLI_SIMULATE = {
  usage:
    'portal-cli simulate incoming-transfer|outgoing-transfer|card-authorisation|card-settlement|card-reversal|' +
    'account-freeze|account-unfreeze|client-verification [--wallet W] [--card C] [--client C] [--authorisation A]' +
    ' [--amount 12.50] [--currency EUR] [--details T] [--merchant M] [--outcome O]',
} as const;
