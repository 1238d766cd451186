import { SECRETS_API, secret, type Secret } from '@portal/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation, type MutationCallbacks } from '../../../hooks/use-refreshing-mutation';

/** POST /api-portal/user/secrets {label}: the only answer that carries the secret in full. */
export function createSecret(label: string) {
  return api.post(SECRETS_API.create.path, { body: { label }, schema: secret });
}

export const useCreateSecret = (options: MutationCallbacks<Secret> = {}) => useRefreshingMutation(createSecret, ['secrets'], options);
