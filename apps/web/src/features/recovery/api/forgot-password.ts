import { useMutation } from '@tanstack/react-query';
import { REGISTRATION_API, okAnswer } from '@portal/contract';
import { api } from '../../../lib/api-client';

/** POST /api-portal/auth/forgot-password: the same answer whether or not the account exists. */
export function forgotPassword(email: string) {
  return api.post(REGISTRATION_API.forgotPassword.path, { body: { email }, schema: okAnswer });
}

export function useForgotPassword(onSuccess: () => void) {
  return useMutation({ mutationFn: forgotPassword, onSuccess });
}
