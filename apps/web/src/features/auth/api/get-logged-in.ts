import { apiPath, loggedInAnswer } from '@portal/contract';
import { api } from '../../../lib/api-client';

/** GET /api-portal/auth/logged-in: {loggedIn}. */
export function getLoggedIn(signal?: AbortSignal) {
  return api.get(apiPath('loggedIn'), { schema: loggedInAnswer, signal });
}
