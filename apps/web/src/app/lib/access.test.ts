import { describe, expect, it } from 'vitest';
import { decideAccess } from './access';

describe('decideAccess', () => {
  it('follows the session while it is not signed in', () => {
    expect(decideAccess({ session: 'loading' })).toBe('loading');
    expect(decideAccess({ session: 'loggedOut' })).toBe('loggedOut');
  });

  it('waits for the user and the signed-in status', () => {
    expect(decideAccess({ session: 'loggedIn', kycTier: 2 })).toBe('loading');
    expect(decideAccess({ session: 'loggedIn', wlpId: 'WLP-1' })).toBe('loading');
  });

  it('sends users below tier 2 or without a wlpId to verification', () => {
    expect(decideAccess({ session: 'loggedIn', kycTier: 1, wlpId: 'WLP-1' })).toBe('verify');
    expect(decideAccess({ session: 'loggedIn', kycTier: 2, wlpId: null })).toBe('verify');
    expect(decideAccess({ session: 'loggedIn', kycTier: 2, wlpId: 'WLP-1' })).toBe('granted');
  });
});
