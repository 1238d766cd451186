import { AUTH_API } from '@portal/contract';
import { call } from '../../../lib/api-client';

/** POST /api-portal/auth/refreshToken: prolongs the session, answers {email, token}. */
export function refreshToken() {
  return call(AUTH_API.refreshToken, {});
}
