import { SECRETS_API } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useRefreshingMutation, type MutationCallbacks } from '../../../hooks/use-refreshing-mutation';

/** DELETE /api-portal/user/secrets/{id}: calls signed with it are refused at once. */
export function deleteSecret(id: string) {
  return call(SECRETS_API.remove, { params: { id } });
}

export const useDeleteSecret = (options: MutationCallbacks<{ id: string; deleted: true }> = {}) =>
  useRefreshingMutation(deleteSecret, ['secrets'], options);
