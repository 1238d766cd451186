import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONSOLE_API } from '@portal/contract';
import { callOperator } from '../lib/call-operator';

export const MAINTENANCE_KEY = ['console', 'maintenance'] as const;

/** GET /api-operator/platform/maintenance: whether maintenance mode is on. */
export const getMaintenance = (signal?: AbortSignal) => callOperator(CONSOLE_API.maintenance, { signal });

export const maintenanceQueryOptions = () => queryOptions({ queryKey: MAINTENANCE_KEY, queryFn: ({ signal }) => getMaintenance(signal) });

export const useMaintenance = () => useQuery(maintenanceQueryOptions());
