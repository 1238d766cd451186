import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_API, type ChangePhoneBody, type User } from '@portal/contract';
import { call } from '../../../lib/api-client';

/** POST /api-portal/user/change-phone {newPhoneNumber}: answers the updated user. */
export function changePhone(body: ChangePhoneBody) {
  return call(ACCOUNT_API.changePhone, { body });
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
