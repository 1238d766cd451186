import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_API, passwordChanged, type ChangePasswordBody, type PasswordChanged } from '@portal/contract';
import { api } from '../../../lib/api-client';

/** POST /api-portal/user/change-password {newPassword, oldPassword}: every other session of the user ends. */
export function changePassword(body: ChangePasswordBody) {
  return api.post(ACCOUNT_API.changePassword.path, { body, schema: passwordChanged });
}

export function useChangePassword(options: { onSuccess?: (answer: PasswordChanged) => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: changePassword, onSuccess: options.onSuccess, onError: options.onError });
}
