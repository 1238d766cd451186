import { IDENTITY_API } from '@portal/contract';
import { call } from '../../../lib/api-client';

/** GET /api/identity/sumsub/accesstoken → {token}: the Sumsub WebSDK's token for this applicant. */
export async function getAccessToken(): Promise<string> {
  return (await call(IDENTITY_API.accessToken, {})).token;
}
