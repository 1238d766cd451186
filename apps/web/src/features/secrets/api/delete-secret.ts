import { SECRETS_API, secretDeleted } from '@portal/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation, type MutationCallbacks } from '../../../hooks/use-refreshing-mutation';

/** DELETE /api-portal/user/secrets/{id}: calls signed with it are refused at once. */
export function deleteSecret(id: string) {
  return api.delete(SECRETS_API.remove.path.replace(':id', encodeURIComponent(id)), { schema: secretDeleted });
}

export const useDeleteSecret = (options: MutationCallbacks<{ id: string; deleted: true }> = {}) =>
  useRefreshingMutation(deleteSecret, ['secrets'], options);
