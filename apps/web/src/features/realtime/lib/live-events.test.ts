import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { supportEventHandlers, userEventHandlers } from './live-events';

function client() {
  const qc = new QueryClient();
  const keys = [
    ['tickets', 'list', { skip: 0 }],
    ['tickets', 'unread', 'tok'],
    ['tickets', 'detail', 'a'],
    ['tickets', 'detail', 'b'],
    ['user', 'me', 'tok'],
    ['status', 'tok'],
    ['team-members'],
    ['faq', 'en', null],
  ];
  for (const key of keys) qc.setQueryData(key, { seeded: true });
  const stale = () => keys.filter((key) => qc.getQueryState(key)?.isInvalidated).map((key) => key.join('/'));
  return { qc, stale };
}

describe('live events', () => {
  it('support.messages refreshes the inbox list and the unread badge, not the opened messages', () => {
    const { qc, stale } = client();
    supportEventHandlers(qc)['support.messages']!('updated');
    expect(stale()).toEqual(['tickets/list/[object Object]', 'tickets/unread/tok']);
  });

  it('support.message re-fetches the opened message it names, and only that one', () => {
    const { qc, stale } = client();
    supportEventHandlers(qc)['support.message']!({ id: 'b' });
    expect(stale()).toEqual(['tickets/detail/b']);
    supportEventHandlers(qc)['support.message']!('garbage');
    expect(stale()).toEqual(['tickets/detail/b']);
  });

  it('KYC events refresh the user and the status; team-member the team lists; maintenance tells the user', () => {
    const { qc, stale } = client();
    const told = vi.fn();
    const handlers = userEventHandlers(qc, told);
    handlers['update-kyc']!({});
    expect(stale()).toEqual(['user/me/tok', 'status/tok']);
    handlers['team-member']!({});
    expect(stale()).toContain('team-members');
    handlers.maintenance!({ enabled: true, message: 'Back at 02:00' });
    expect(told).toHaveBeenCalledOnce();
    // the end of maintenance refreshes the status but tells nothing
    handlers.maintenance!({ enabled: false, message: null });
    expect(told).toHaveBeenCalledOnce();
    expect(stale()).not.toContain('faq/en/');
  });

  it('dataR puts the user where the profile reads it', () => {
    const { qc } = client();
    const user = {
      id: 'u',
      clientId: 'c',
      email: 'demo@partner.test',
      emailConfirmed: true,
      type: 'BUSINESS',
      firstName: null,
      lastName: null,
      companyName: 'Demo',
      companyRegNumber: null,
      companyAddress: null,
      companyCountry: 'ITA',
      onBehalfOf: null,
      mobileNumber: null,
      birthDate: null,
      country: 'ITA',
      createdDate: '2026-01-01T00:00:00.000Z',
      previousLoginDate: null,
      disabled: false,
      kycTier: 2,
      language: 'en',
      twoFactorEnabled: false,
      isOwner: true,
      role: 'OWNER',
      partnerStanding: 'VERIFIED',
      kyc: [],
    };
    userEventHandlers(qc, () => undefined).dataR!([user]);
    expect(qc.getQueryData(['user', 'me', 'tok'])).toMatchObject({ email: 'demo@partner.test' });
  });
});
