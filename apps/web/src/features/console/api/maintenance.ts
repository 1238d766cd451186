import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_API, type MaintenanceBody } from '@portal/contract';
import { callOperator } from '../lib/call-operator';

/** GET /api-operator/platform/maintenance: whether maintenance mode is on. */
export const getMaintenance = (signal?: AbortSignal) => callOperator(CONSOLE_API.maintenance, { signal });

export const maintenanceQueryOptions = () =>
  queryOptions({ queryKey: ['console', 'maintenance'], queryFn: ({ signal }) => getMaintenance(signal) });

export const useMaintenance = () => useQuery(maintenanceQueryOptions());

/** PUT /api-operator/platform/maintenance: turns it on (with a message) or off. */
export const setMaintenance = (body: MaintenanceBody) => callOperator(CONSOLE_API.setMaintenance, { body });

export function useSetMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMaintenance,
    onSuccess: (state) => {
      queryClient.setQueryData(['console', 'maintenance'], state);
      void queryClient.invalidateQueries({ queryKey: ['status'] });
    },
  });
}
