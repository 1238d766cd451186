import { PORTAL_MIN_TIER, type User } from '@portal/contract';

/** A business account: its own company (customer-portal §3: onBehalfOf null means a business account). */
export const isBusiness = (u: User) => u.type === 'BUSINESS' || u.type === 'EXTERNAL_BUSINESS';

/** KYB done: the business tier reached, or its tier record verified. */
export const isKybVerified = (u: User) =>
  u.kycTier >= PORTAL_MIN_TIER || u.kyc.some((k) => k.tier === PORTAL_MIN_TIER && k.status === 'VERIFIED');

/** The name the profile shows: the company for a business, else first and last name, else the e-mail. */
export function displayName(u: User): string {
  const person = [u.firstName, u.lastName].filter(Boolean).join(' ');
  return (isBusiness(u) ? u.companyName : null) || person || u.companyName || u.email;
}

/** Team members, API secrets and webhooks need a partner in good standing and its id (customer-portal §2, §6). */
export const hasPartnerArea = (u: User, wlpId: string | null | undefined) => u.partnerStanding === 'VERIFIED' && Boolean(wlpId);

export function initials(name: string): string {
  const parts = name
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}
