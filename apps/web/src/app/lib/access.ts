import { hasPartnerAccess } from '@portal/contract';

export type Access = 'loading' | 'loggedOut' | 'error' | 'verify' | 'granted';

interface AccessInput {
  session: 'loading' | 'loggedIn' | 'loggedOut';
  kycTier?: number;
  /** undefined while the signed-in status is not loaded yet */
  wlpId?: string | null;
  failed?: boolean;
}

/** Spec 000 §2: signed-in users below KYC tier 2 or without a wlpId only reach /kyb. */
export function decideAccess({ session, kycTier, wlpId, failed }: AccessInput): Access {
  if (session !== 'loggedIn') return session;
  if (failed) return 'error';
  if (kycTier === undefined || wlpId === undefined) return 'loading';
  return hasPartnerAccess({ kycTier, wlpId }) ? 'granted' : 'verify';
}
