import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TWO_FACTOR_API, twoFactorRecoveryCodes, type TwoFactorRecoveryCodes } from '@portal/contract';
import { api } from '../../../lib/api-client';

/** POST …/enrolment/confirm {code}: turns two-factor on; the answer holds the recovery codes, shown once. */
export function confirmEnrolment(code: string) {
  return api.post(TWO_FACTOR_API.confirm.path, { body: { code }, schema: twoFactorRecoveryCodes });
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
