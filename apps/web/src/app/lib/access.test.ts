import { describe, expect, it } from 'vitest';
import { decideAccess } from './access';

describe('decideAccess', () => {
  it('follows the session while it is not signed in', () => {
    expect(decideAccess({ session: 'loading' })).toBe('loading');
    expect(decideAccess({ session: 'loggedOut' })).toBe('loggedOut');
  });

  it('waits for the user and the signed-in status', () => {
    expect(decideAccess({ session: 'loggedIn', standing: 'VERIFIED' })).toBe('loading');
    expect(decideAccess({ session: 'loggedIn', wlpId: 'WLP-1' })).toBe('loading');
  });

  it('sends members of a partner not in good standing, or without a wlpId, to verification', () => {
    expect(decideAccess({ session: 'loggedIn', standing: null, wlpId: 'WLP-1' })).toBe('verify');
    expect(decideAccess({ session: 'loggedIn', standing: 'UNVERIFIED', wlpId: 'WLP-1' })).toBe('verify');
    expect(decideAccess({ session: 'loggedIn', standing: 'DISABLED', wlpId: 'WLP-1' })).toBe('verify');
    expect(decideAccess({ session: 'loggedIn', standing: 'VERIFIED', wlpId: null })).toBe('verify');
    expect(decideAccess({ session: 'loggedIn', standing: 'VERIFIED', wlpId: 'WLP-1' })).toBe('granted');
  });

  it("opens a partner's sandbox before its verification, never its live environment, nor a disabled partner's", () => {
    expect(decideAccess({ session: 'loggedIn', standing: 'UNVERIFIED', wlpId: null, environment: 'sandbox' })).toBe('sandbox');
    expect(decideAccess({ session: 'loggedIn', standing: 'UNVERIFIED', wlpId: null, environment: 'live' })).toBe('verify');
    expect(decideAccess({ session: 'loggedIn', standing: 'DISABLED', wlpId: 'WLP-1', environment: 'sandbox' })).toBe('verify');
    // no partner (a developer without a team): nothing to scope a sandbox to
    expect(decideAccess({ session: 'loggedIn', standing: null, wlpId: null, environment: 'sandbox' })).toBe('verify');
    expect(decideAccess({ session: 'loggedIn', standing: 'VERIFIED', wlpId: 'WLP-1', environment: 'sandbox' })).toBe('granted');
  });
});
