import { SECRETS_API, type Secret } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useRefreshingMutation, type MutationCallbacks } from '../../../hooks/use-refreshing-mutation';

/** POST /api-portal/user/secrets {label}: the only answer that carries the secret in full. */
export function createSecret(label: string) {
  return call(SECRETS_API.create, { body: { label } });
}

export const useCreateSecret = (options: MutationCallbacks<Secret> = {}) => useRefreshingMutation(createSecret, ['secrets'], options);
