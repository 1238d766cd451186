import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TWO_FACTOR_API, type TwoFactorRecoveryCodes } from '@portal/contract';
import { call } from '../../../lib/api-client';

/** POST …/enrolment/confirm {code}: turns two-factor on; the answer holds the recovery codes, shown once. */
export function confirmEnrolment(code: string) {
  return call(TWO_FACTOR_API.confirm, { body: { code } });
}

export function useConfirmEnrolment(
  options: { onSuccess?: (answer: TwoFactorRecoveryCodes) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEnrolment,
    onSuccess: async (answer) => {
      options.onSuccess?.(answer);
      await queryClient.invalidateQueries({ queryKey: ['two-factor'] });
      await queryClient.invalidateQueries({ queryKey: ['user', 'me'] });
    },
    onError: options.onError,
  });
}
