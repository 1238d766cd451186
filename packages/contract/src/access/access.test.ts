import { describe, expect, it } from 'vitest';
import { ASSIGNABLE_ROLES, PERMISSIONS, ROLES, can, handoverRefusal, roleChangeRefusal } from './access';
import { MASK, maskPii } from './mask';

const owner = { id: 'o', role: 'OWNER' as const };
const admin = { id: 'a', role: 'ADMIN' as const };
const dev = { id: 'd', role: 'DEVELOPER' as const };

describe('the permission matrix', () => {
  it('gives the Owner everything, and no role (no partner) nothing', () => {
    for (const p of Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]) {
      expect(can('OWNER', p)).toBe(true);
      expect(can(null, p)).toBe(false);
    }
  });

  it('keeps the viewers read-only and the one without personal data away from it', () => {
    for (const role of ['VIEWER', 'VIEWER_NO_PII'] as const) {
      for (const p of ['secrets.manage', 'webhooks.manage', 'webhooks.replay', 'team.manage', 'team.transfer', 'partner.settings'] as const)
        expect(can(role, p)).toBe(false);
      expect(can(role, 'clients.read')).toBe(true);
    }
    expect(can('VIEWER', 'clients.read_pii')).toBe(true);
    expect(can('VIEWER_NO_PII', 'clients.read_pii')).toBe(false);
    expect(can('VIEWER_NO_PII', 'webhooks.read')).toBe(false);
  });

  it('lets Owner and Admin manage the team, only the Owner hand it over', () => {
    expect(ROLES.filter((r) => can(r, 'team.manage'))).toEqual(['OWNER', 'ADMIN']);
    expect(ROLES.filter((r) => can(r, 'team.transfer'))).toEqual(['OWNER']);
    expect(ASSIGNABLE_ROLES).not.toContain('OWNER');
  });
});

describe('role changes', () => {
  it('allows Owner and Admin to change another member to any role but OWNER', () => {
    expect(roleChangeRefusal({ actor: owner, target: dev, to: 'VIEWER' })).toBeNull();
    expect(roleChangeRefusal({ actor: admin, target: dev, to: 'ADMIN' })).toBeNull();
    expect(roleChangeRefusal({ actor: owner, target: dev, to: 'OWNER' })).toBe('invalid_role');
  });

  it("refuses a Developer, one's own role, and the Owner (an Admin cannot demote the Owner)", () => {
    expect(roleChangeRefusal({ actor: dev, target: admin, to: 'VIEWER' })).toBe('forbidden');
    expect(roleChangeRefusal({ actor: admin, target: admin, to: 'DEVELOPER' })).toBe('own_role');
    expect(roleChangeRefusal({ actor: owner, target: owner, to: 'ADMIN' })).toBe('own_role');
    expect(roleChangeRefusal({ actor: admin, target: owner, to: 'VIEWER' })).toBe('owner_role');
  });

  it('hands the ownership only from the Owner to an active Admin', () => {
    expect(handoverRefusal({ actor: owner, target: { ...admin, active: true } })).toBeNull();
    expect(handoverRefusal({ actor: owner, target: { ...admin, active: false } })).toBe('not_active');
    expect(handoverRefusal({ actor: owner, target: { ...dev, active: true } })).toBe('not_admin');
    expect(handoverRefusal({ actor: admin, target: { ...admin, id: 'a2', active: true } })).toBe('forbidden');
    expect(handoverRefusal({ actor: owner, target: { ...owner, active: true } })).toBe('own_role');
  });
});

describe('maskPii', () => {
  it('masks names, e-mails, IBANs and card holders, nested or flat, and leaves the rest', () => {
    const account = {
      walletId: '7',
      balance: '10.00',
      label: 'Main',
      bankDetails: { iban: 'IT60X0542811101000000123456', recipient: 'Mario Rossi', swift: 'BPMOIT22' },
    };
    expect(maskPii(account)).toEqual({
      walletId: '7',
      balance: '10.00',
      label: 'Main',
      bankDetails: { iban: `IT${MASK}3456`, recipient: `M${MASK}`, swift: 'BPMOIT22' },
    });
    expect(maskPii({ email: 'mario@example.com', firstName: 'Mario', lastName: null, companyName: 'Acme', cardholder: 'ANNA B' })).toEqual({
      email: `m${MASK}@${MASK}`,
      firstName: `M${MASK}`,
      lastName: null,
      companyName: `A${MASK}`,
      cardholder: `A${MASK}`,
    });
    // a flat CSV row is masked by the same names
    expect(maskPii({ iban: 'IT60X0542811101000000123456', recipient: 'Mario Rossi' })).toEqual({
      iban: `IT${MASK}3456`,
      recipient: `M${MASK}`,
    });
    expect(maskPii({ iban: 'IT60' })).toEqual({ iban: MASK });
  });
});
