import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SECRETS_API, secret, type Secret } from '@portal/contract';
import { api } from '../../../lib/api-client';

/** POST /api-portal/user/secrets {label}: the only answer that carries the secret in full. */
export function createSecret(label: string) {
  return api.post(SECRETS_API.create.path, { body: { label }, schema: secret });
}

export function useCreateSecret(options: { onSuccess?: (made: Secret) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSecret,
    onSuccess: async (made) => {
      options.onSuccess?.(made);
      await queryClient.invalidateQueries({ queryKey: ['secrets'] });
    },
    onError: options.onError,
  });
}
