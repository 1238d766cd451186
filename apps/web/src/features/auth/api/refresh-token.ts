import { apiPath, loginAnswer } from '@portal/contract';
import { api } from '../../../lib/api-client';

/** POST /api-portal/auth/refreshToken: prolongs the session, answers {email, token}. */
export function refreshToken() {
  return api.post(apiPath('refreshToken'), { schema: loginAnswer });
}
