import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TWO_FACTOR_API } from '@portal/contract';
import { call } from '../../../lib/api-client';

/** POST /api-portal/user/two-factor/disable {code}: a current code or a recovery code turns it off. */
export function disableTwoFactor(code: string) {
  return call(TWO_FACTOR_API.disable, { body: { code } });
}

export function useDisableTwoFactor(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: async (status) => {
      queryClient.setQueriesData({ queryKey: ['two-factor'] }, status);
      options.onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: ['user', 'me'] });
    },
    onError: options.onError,
  });
}
