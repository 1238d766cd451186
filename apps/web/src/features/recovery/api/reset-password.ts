import { useMutation } from '@tanstack/react-query';
import { REGISTRATION_API, okAnswer } from '@portal/contract';
import { api } from '../../../lib/api-client';

/** POST /api-portal/auth/reset-password {password, code}; ends every other session. */
export function resetPassword(body: { password: string; code: string }) {
  return api.post(REGISTRATION_API.resetPassword.path, { body, schema: okAnswer });
}

export function useResetPassword(onSuccess: () => void) {
  return useMutation({ mutationFn: resetPassword, onSuccess });
}
