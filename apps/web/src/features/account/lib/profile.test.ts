import { describe, expect, it } from 'vitest';
import type { User } from '@portal/contract';
import { displayName, hasPartnerArea, initials, isKybVerified } from './profile';

const base: User = {
  id: 'u1',
  clientId: 'c1',
  email: 'a@b.test',
  emailConfirmed: true,
  type: 'BUSINESS',
  firstName: null,
  lastName: null,
  companyName: 'Acme S.r.l.',
  companyRegNumber: null,
  companyAddress: null,
  companyCountry: 'ITA',
  onBehalfOf: null,
  mobileNumber: null,
  birthDate: null,
  country: 'ITA',
  createdDate: '2026-01-01T00:00:00Z',
  previousLoginDate: null,
  disabled: false,
  kycTier: 0,
  kyc: [],
  language: 'en',
  twoFactorEnabled: false,
  isOwner: true,
  role: null,
  partnerStanding: null,
};

describe('profile helpers', () => {
  it('names a business by its company, a person by first and last name', () => {
    expect(displayName(base)).toBe('Acme S.r.l.');
    expect(displayName({ ...base, type: 'EMPLOYEE', firstName: 'Dana', lastName: 'Dev' })).toBe('Dana Dev');
    expect(displayName({ ...base, type: 'INDIVIDUAL', companyName: null })).toBe('a@b.test');
    expect(initials('Acme S.r.l.')).toBe('AS');
  });

  it('KYB is verified by the tier or by the verified tier-2 record', () => {
    expect(isKybVerified(base)).toBe(false);
    expect(isKybVerified({ ...base, kycTier: 2 })).toBe(true);
    const record = { tier: 2, status: 'VERIFIED' as const, createdDate: '', updatedDate: '', rejectionReason: null, final: true };
    expect(isKybVerified({ ...base, kyc: [record] })).toBe(true);
    expect(isKybVerified({ ...base, kyc: [{ ...record, status: 'PENDING' }] })).toBe(false);
  });

  it("team, secrets and webhooks need the partner's good standing and a partner id", () => {
    expect(hasPartnerArea({ ...base, partnerStanding: 'VERIFIED' }, 'WLP-1')).toBe(true);
    expect(hasPartnerArea({ ...base, partnerStanding: 'VERIFIED' }, null)).toBe(false);
    expect(hasPartnerArea({ ...base, kycTier: 2, partnerStanding: 'UNVERIFIED' }, 'WLP-1')).toBe(false);
  });
});
