import type { KeyAccess, KeyRollOverlap, PartnerResource } from '@portal/contract';

/** Catalogue keys (namespace `secrets`) of each access, resource and roll overlap, spelled out so the key scan sees them. */
export const ACCESS_LABEL = {
  FULL: 'access.FULL',
  READ_ONLY: 'access.READ_ONLY',
  RESTRICTED: 'access.RESTRICTED',
} as const satisfies Record<KeyAccess, string>;

export const RESOURCE_LABEL = {
  clients: 'resources.clients',
  accounts: 'resources.accounts',
  cards: 'resources.cards',
  transactions: 'resources.transactions',
  events: 'resources.events',
} as const satisfies Record<PartnerResource, string>;

export const OVERLAP_LABEL = {
  now: 'roll.overlaps.now',
  '1h': 'roll.overlaps.1h',
  '24h': 'roll.overlaps.24h',
  '7d': 'roll.overlaps.7d',
} as const satisfies Record<KeyRollOverlap, string>;
