import { useMutation } from '@tanstack/react-query';
import { RECOVERY_API } from '@portal/contract';
import { call } from '../../../lib/api-client';

/** POST /api-portal/auth/reset-password {password, code}; ends every other session. */
export function resetPassword(body: { password: string; code: string }) {
  return call(RECOVERY_API.resetPassword, { body });
}

export function useResetPassword(onSuccess: () => void) {
  return useMutation({ mutationFn: resetPassword, onSuccess });
}
