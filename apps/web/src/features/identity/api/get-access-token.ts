import { identityAccessToken, identityPath } from '@portal/contract';
import { api } from '../../../lib/api-client';

/** GET /api/identity/sumsub/accesstoken → {token}: the Sumsub WebSDK's token for this applicant. */
export async function getAccessToken(): Promise<string> {
  return (await api.get(identityPath('accessToken'), { schema: identityAccessToken })).token;
}
