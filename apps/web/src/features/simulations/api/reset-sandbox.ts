import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SANDBOX_API, type SandboxResetBody } from '@portal/contract';
import { call } from '../../../lib/api-client';

/** POST /api-portal/sandbox/reset {keys}: empties the session's sandbox (step-up); answers what went. */
export const resetSandbox = (body: SandboxResetBody) => call(SANDBOX_API.reset, { body });

export function useResetSandbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetSandbox,
    // every list, count, the dashboard and the keys may have changed: refetch them all
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
