import { describe, expect, it } from 'vitest';
import { changePhoneBody, phoneForm, splitPhoneNumber, toNewPhoneNumber } from '@portal/contract';
import { issueKey } from '../../../lib/form-issues';
import { PHONE_ISSUES } from './form-issues';

const issues = (code: string, phone: string) => {
  const r = phoneForm.safeParse({ code, phone });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path[0], i.message]));
};

describe('edit-phone form (customer-portal §5)', () => {
  it.each([
    ['', '3471234567', { code: 'required' }],
    ['abc', '3471234567', { code: 'phone_code_invalid' }],
    ['+39-', '3471234567', { code: 'phone_code_invalid' }],
    ['+39', '', { phone: 'required' }],
    ['+39', 'abc', { phone: 'phone_not_number' }],
    ['+39', '+3471234567', { phone: 'phone_not_number' }],
    ['+39', '-3471234567', { phone: 'phone_negative' }],
    ['+39', '347.1234567', { phone: 'phone_decimal' }],
    ['+39', '1', { phone: 'phone_length' }],
    ['+39', '3471234567', {}],
    ['39', '3471234567', {}],
    ['+1-340', '5551234', {}],
  ])('code %j, number %j → %j', (code, phone, expected) => {
    expect(issues(code, phone)).toEqual(expected);
  });

  it('sends +code number, which the server schema accepts', () => {
    const body = toNewPhoneNumber({ code: '39', phone: ' 3471234567 ' });
    expect(body).toEqual({ newPhoneNumber: '+393471234567' });
    expect(changePhoneBody.safeParse(body).success).toBe(true);
    expect(changePhoneBody.safeParse(toNewPhoneNumber({ code: '+1-340', phone: '5551234' })).success).toBe(true);
  });

  it('opens with the stored number split into code and number', () => {
    expect(splitPhoneNumber('+393331234567')).toEqual({ code: '+39', phone: '3331234567' });
    expect(splitPhoneNumber('+39-3471234567')).toEqual({ code: '+39', phone: '3471234567' });
    expect(splitPhoneNumber(null)).toEqual({ code: '', phone: '' });
  });

  it('every issue code has its text', () => {
    for (const code of Object.keys(PHONE_ISSUES))
      expect(issueKey({ path: ['phone'], code: 'custom', message: code, input: '1' }, PHONE_ISSUES)).toBe(`phone.validation.${code}`);
    expect(issueKey(undefined, PHONE_ISSUES)).toBeUndefined();
  });
});
