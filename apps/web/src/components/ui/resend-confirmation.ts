import { useMutation } from '@tanstack/react-query';
import { REGISTRATION_API, okAnswer } from '@portal/contract';
import { api } from '../../lib/api-client';

/** POST /api-portal/auth/resend {email}. */
export function resendConfirmation(email: string) {
  return api.post(REGISTRATION_API.resend.path, { body: { email }, schema: okAnswer });
}

export function useResendConfirmation(onSuccess: () => void) {
  return useMutation({ mutationFn: resendConfirmation, onSuccess });
}
