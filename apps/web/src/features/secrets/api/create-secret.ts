import { SECRETS_API, type Secret, type SecretBody } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useRefreshingMutation, type MutationCallbacks } from '../../../hooks/use-refreshing-mutation';

/** POST /api-portal/user/secrets {label, access, scopes, expiresDate, allowedIps}: the only answer that carries the secret in full. */
export function createSecret(body: SecretBody) {
  return call(SECRETS_API.create, { body });
}

export const useCreateSecret = (options: MutationCallbacks<Secret> = {}) => useRefreshingMutation(createSecret, ['secrets'], options);
