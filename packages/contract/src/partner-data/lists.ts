import { parseFilter } from '../common/list';
import type { ListName } from '../lists';
import { CLIENT_TYPES, type ClientType } from './entities';

export const CLIENT_LIST_BY_TYPE = {
  EXTERNAL_INDIVIDUAL: 'clientsIndividual',
  EXTERNAL_BUSINESS: 'clientsBusiness',
} as const satisfies Record<ClientType, ListName>;

/**
 * The descriptor that applies to a clients query: by its `type` filter value. An unknown type
 * answers `clients` (the shared fields); the type value itself is then refused by the server.
 */
export function clientsListFor(filter: string | undefined): 'clients' | 'clientsIndividual' | 'clientsBusiness' {
  const type = parseFilter(filter).find(([k]) => k === 'type')?.[1];
  return (CLIENT_TYPES as readonly string[]).includes(type ?? '') ? CLIENT_LIST_BY_TYPE[type as ClientType] : 'clients';
}

/** CSV export of a list: the same call with `format=csv` (filter, orderBy and sort apply; skip and take do not). */
export const EXPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
