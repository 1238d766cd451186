import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SECRETS_API, secretDeleted } from '@portal/contract';
import { api } from '../../../lib/api-client';

/** DELETE /api-portal/user/secrets/{id}: calls signed with it are refused at once. */
export function deleteSecret(id: string) {
  return api.delete(SECRETS_API.remove.path.replace(':id', encodeURIComponent(id)), { schema: secretDeleted });
}

export function useDeleteSecret(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSecret,
    onSuccess: async () => {
      options.onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: ['secrets'] });
    },
    onError: options.onError,
  });
}
