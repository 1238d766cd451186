import { SECRETS_API, type KeyRollOverlap, type Secret } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useRefreshingMutation, type MutationCallbacks } from '../../../hooks/use-refreshing-mutation';

/** POST /api-portal/user/secrets/{id}/roll {overlap}: a new pair, answered in full once; the old one works until the overlap ends. */
export function rollSecret(o: { id: string; overlap: KeyRollOverlap }) {
  return call(SECRETS_API.roll, { params: { id: o.id }, body: { overlap: o.overlap } });
}

export const useRollSecret = (options: MutationCallbacks<Secret> = {}) => useRefreshingMutation(rollSecret, ['secrets'], options);
