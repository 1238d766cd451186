import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_API, user, type ChangePhoneBody, type User } from '@portal/contract';
import { api } from '../../../lib/api-client';

/** POST /api-portal/user/change-phone {newPhoneNumber}: answers the updated user. */
export function changePhone(body: ChangePhoneBody) {
  return api.post(ACCOUNT_API.changePhone.path, { body, schema: user });
}

export function useChangePhone(options: { onSuccess?: (updated: User) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePhone,
    onSuccess: async (updated) => {
      queryClient.setQueriesData({ queryKey: ['user', 'me'] }, (old) => (old ? updated : old));
      options.onSuccess?.(updated);
      await queryClient.invalidateQueries({ queryKey: ['user'] });
    },
    onError: options.onError,
  });
}
