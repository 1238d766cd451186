import type { Environment, PartnerStanding } from '@portal/contract';

/** `sandbox`: a partner not verified yet, in the sandbox: its sandbox screens open, the rest stays on /kyb. */
export type Access = 'loading' | 'loggedOut' | 'error' | 'verify' | 'sandbox' | 'granted';

interface AccessInput {
  session: 'loading' | 'loggedIn' | 'loggedOut';
  /** the partner's standing as the server computed it (null without a partner); undefined while loading */
  standing?: PartnerStanding | null;
  /** undefined while the signed-in status is not loaded yet */
  wlpId?: string | null;
  failed?: boolean;
  /** the environment the tab shows */
  environment?: Environment;
}

/**
 * partner-portal §2: signed-in users reach the partner area only while their partner is in good
 * standing (its owner verified at KYC tier 2, not disabled) and has a wlpId; everyone else only /kyb. A partner not
 * verified yet has its sandbox from registration: there, its sandbox screens open too (the server checks the same).
 */
export function decideAccess({ session, standing, wlpId, failed, environment }: AccessInput): Access {
  if (session !== 'loggedIn') return session;
  if (failed) return 'error';
  if (standing === undefined || wlpId === undefined) return 'loading';
  if (standing === 'VERIFIED' && !!wlpId) return 'granted';
  return standing === 'UNVERIFIED' && environment === 'sandbox' ? 'sandbox' : 'verify';
}
