import { useMutation } from '@tanstack/react-query';
import { RECOVERY_API } from '@portal/contract';
import { call } from '../../lib/api-client';

/** POST /api-portal/auth/resend {email}. */
export function resendConfirmation(email: string) {
  return call(RECOVERY_API.resend, { body: { email } });
}

export function useResendConfirmation(onSuccess: () => void) {
  return useMutation({ mutationFn: resendConfirmation, onSuccess });
}
