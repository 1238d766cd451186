import { describe, expect, it } from 'vitest';
import { twoFactorCodeForm, twoFactorRequiredFor, twoFactorRules } from './two-factor';

const check = (kind: 'totp' | 'recovery' | 'either', code: string) => {
  const r = twoFactorCodeForm(kind).safeParse({ code });
  return r.success ? { code: r.data.code } : { error: r.error.issues[0]!.message };
};

describe('two-factor code fields', () => {
  it("want six digits ('Six digits are required'), spaces allowed as typed", () => {
    expect(check('totp', ' 123 456 ')).toEqual({ code: '123456' });
    for (const bad of ['', '12345', '1234567', 'abcdef']) expect(check('totp', bad)).toEqual({ error: 'six_digits' });
  });

  it('take a recovery code in capitals or with a hyphen', () => {
    expect(check('recovery', 'ABCDE-FGHJK')).toEqual({ code: 'abcdefghjk' });
    expect(check('recovery', 'abc')).toEqual({ error: 'recovery_code' });
  });

  it('either: digits are judged as a code from the app, anything else as a recovery code', () => {
    expect(check('either', '654321')).toEqual({ code: '654321' });
    expect(check('either', 'k3f9x2m8qa')).toEqual({ code: 'k3f9x2m8qa' });
    expect(check('either', '')).toEqual({ error: 'six_digits' });
    expect(check('either', '1234')).toEqual({ error: 'six_digits' });
    expect(check('either', 'abc')).toEqual({ error: 'recovery_code' });
  });
});

describe('brand two-factor rules', () => {
  it('name an action or a whole area', () => {
    expect(twoFactorRequiredFor(['secrets.create'], 'secrets.create')).toBe(true);
    expect(twoFactorRequiredFor(['webhooks'], 'webhooks.create')).toBe(true);
    expect(twoFactorRequiredFor(['webhooks'], 'secrets.create')).toBe(false);
    expect(twoFactorRequiredFor([], 'secrets.create')).toBe(false);
  });

  it('refuse names that protect nothing', () => {
    expect(twoFactorRules.safeParse(['secrets', 'webhooks.create']).success).toBe(true);
    expect(twoFactorRules.safeParse(['secretz.create']).success).toBe(false);
    expect(twoFactorRules.safeParse(['secrets.']).success).toBe(false);
  });
});
