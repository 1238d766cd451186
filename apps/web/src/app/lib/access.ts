import type { PartnerStanding } from '@portal/contract';

export type Access = 'loading' | 'loggedOut' | 'error' | 'verify' | 'granted';

interface AccessInput {
  session: 'loading' | 'loggedIn' | 'loggedOut';
  /** the partner's standing as the server computed it (null without a partner); undefined while loading */
  standing?: PartnerStanding | null;
  /** undefined while the signed-in status is not loaded yet */
  wlpId?: string | null;
  failed?: boolean;
}

/**
 * partner-portal §2: signed-in users reach the partner area only while their partner is in good
 * standing (its owner verified at KYC tier 2, not disabled) and has a wlpId; everyone else only /kyb.
 */
export function decideAccess({ session, standing, wlpId, failed }: AccessInput): Access {
  if (session !== 'loggedIn') return session;
  if (failed) return 'error';
  if (standing === undefined || wlpId === undefined) return 'loading';
  return standing === 'VERIFIED' && !!wlpId ? 'granted' : 'verify';
}
