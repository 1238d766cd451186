import { describe, expect, it } from 'vitest';
import { hasPartnerAccess } from './user';

describe('hasPartnerAccess', () => {
  it('opens the partner area at KYC tier 2 or more with a wlpId, and only then', () => {
    expect(hasPartnerAccess({ kycTier: 2, wlpId: 'WLP-1' })).toBe(true);
    expect(hasPartnerAccess({ kycTier: 3, wlpId: 'WLP-1' })).toBe(true);
    expect(hasPartnerAccess({ kycTier: 1, wlpId: 'WLP-1' })).toBe(false);
    expect(hasPartnerAccess({ kycTier: 2, wlpId: null })).toBe(false);
    expect(hasPartnerAccess({ kycTier: 2, wlpId: '' })).toBe(false);
    expect(hasPartnerAccess({ kycTier: 2 })).toBe(false);
  });
});
