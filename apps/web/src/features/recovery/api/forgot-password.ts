import { useMutation } from '@tanstack/react-query';
import { RECOVERY_API } from '@portal/contract';
import { call } from '../../../lib/api-client';

/** POST /api-portal/auth/forgot-password: the same answer whether or not the account exists. */
export function forgotPassword(email: string) {
  return call(RECOVERY_API.forgotPassword, { body: { email } });
}

export function useForgotPassword(onSuccess: () => void) {
  return useMutation({ mutationFn: forgotPassword, onSuccess });
}
