import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_API, type MaintenanceBody } from '@portal/contract';
import { callOperator } from '../lib/call-operator';
import { MAINTENANCE_KEY } from './get-maintenance';

/** PUT /api-operator/platform/maintenance: turns it on (with a message) or off. */
export const setMaintenance = (body: MaintenanceBody) => callOperator(CONSOLE_API.setMaintenance, { body });

export function useSetMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMaintenance,
    onSuccess: (state) => {
      queryClient.setQueryData(MAINTENANCE_KEY, state);
      void queryClient.invalidateQueries({ queryKey: ['status'] });
    },
  });
}
