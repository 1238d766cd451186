import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_API, type ChangePasswordBody, type PasswordChanged } from '@portal/contract';
import { call } from '../../../lib/api-client';

/** POST /api-portal/user/change-password {newPassword, oldPassword}: every other session of the user ends. */
export function changePassword(body: ChangePasswordBody) {
  return call(ACCOUNT_API.changePassword, { body });
}

export function useChangePassword(
  options: {
    onSuccess?: (answer: PasswordChanged) => void;
    onError?: (error: Error) => void;
    /** the call, when not the partner's (the operator console's) */
    change?: (body: ChangePasswordBody) => Promise<PasswordChanged>;
  } = {},
) {
  return useMutation({ mutationFn: options.change ?? changePassword, onSuccess: options.onSuccess, onError: options.onError });
}
