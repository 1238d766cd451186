import { AUTH_API } from '@portal/contract';
import { call } from '../../../lib/api-client';

/** GET /api-portal/auth/logged-in: {loggedIn}. */
export function getLoggedIn(signal?: AbortSignal) {
  return call(AUTH_API.loggedIn, { signal });
}
