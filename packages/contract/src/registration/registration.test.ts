import { describe, expect, it } from 'vitest';
import {
  businessForm,
  businessRegisterBody,
  individualForm,
  individualRegisterBody,
  resetForm,
  toBusinessPayload,
  toIndividualPayload,
  toPayloadBirthDate,
} from './registration';

/** The form schemas the web app validates with (partner-portal §5), on a fixed clock. */
const NOW = () => new Date('2026-06-01T12:00:00Z');
const developer = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@dev.test',
  password: 'Strong@Pass1',
  passwordConfirm: 'Strong@Pass1',
  country: 'ITA',
  countryCode: '39',
  phoneNumber: '3471234567',
  birthDate: '10/12/1990',
  invitationCode: 'INV-1',
  terms: true,
  aml: true,
};
const business = {
  email: 'biz@acme.test',
  password: 'Strong@Pass1',
  passwordConfirm: 'Strong@Pass1',
  companyName: 'Acme Ltd',
  companyRegNumber: 'REG-1',
  companyAddress: 'Via Roma 1',
  companyCountry: 'ITA',
  phoneNumber: '+393471234567',
  terms: true,
  aml: true,
};
/** the message of the first issue on `field`, or null when the form is valid there */
const issue = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  values: object,
  field: string,
) => {
  const r = schema.safeParse(values);
  return r.success ? null : (r.error!.issues.find((i) => i.path[0] === field)?.message ?? null);
};
const dev = (patch: object, field: string) => issue(individualForm(NOW), { ...developer, ...patch }, field);
const biz = (patch: object, field: string) => issue(businessForm, { ...business, ...patch }, field);

describe('developer (individual) form', () => {
  it('accepts a complete form and builds the spec payload (MM-dd-yyyy, +code+number)', () => {
    const parsed = individualForm(NOW).parse(developer);
    expect(toIndividualPayload(parsed)).toEqual({
      businessOwnerAccount: false,
      email: 'ada@dev.test',
      country: 'ITA',
      password: 'Strong@Pass1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      birthDate: '12-10-1990',
      mobileNumber: '+393471234567',
      invitationCode: 'INV-1',
    });
    expect(individualRegisterBody.safeParse(toIndividualPayload(parsed)).success).toBe(true);
  });

  it.each([
    ['firstName', 'A', 'name_length'],
    ['firstName', 'x'.repeat(65), 'name_length'],
    ['lastName', 'B', 'name_length'],
    ['email', 'not-an-email', 'Invalid email address'],
    ['password', 'Short@1', 'password_length'],
    ['password', 'alllower@123', 'password_complexity'],
    ['password', 'NoSpecial123', 'password_complexity'],
    ['country', 'PRK', 'country_not_allowed'],
    ['country', 'USA', 'country_not_allowed'],
    ['countryCode', '+39', 'country_code_format'],
    ['countryCode', '1-340-2', 'country_code_format'],
    ['phoneNumber', '1234567', 'phone_length'],
    ['phoneNumber', '1234567890123456', 'phone_length'],
    ['phoneNumber', '347 123456', 'phone_digits'],
    ['birthDate', '1990/12/10', 'birth_date_format'],
    ['birthDate', '31/02/1990', 'birth_date_format'],
    ['birthDate', '02/06/2026', 'birth_date_future'],
    ['birthDate', '02/06/2008', 'birth_date_underage'],
    ['invitationCode', '  ', 'required'],
    ['terms', false, 'must_accept'],
    ['aml', false, 'must_accept'],
  ])('refuses %s = %j (%s)', (field, value, message) => {
    expect(dev({ [field]: value }, field)).toBe(message);
  });

  it.each([
    ['firstName', 'Al'],
    ['firstName', 'x'.repeat(64)],
    ['countryCode', '1-340'],
    ['phoneNumber', '12345678'],
    ['phoneNumber', '123456789012345'],
    ['birthDate', '1990-12-10'],
    ['birthDate', '01/06/2008'],
    ['country', 'CHE'],
  ])('accepts %s = %j', (field, value) => {
    expect(dev({ [field]: value }, field)).toBeNull();
  });

  it('asks for the same password twice, also while other fields are still wrong', () => {
    expect(dev({ passwordConfirm: 'Strong@Pass2' }, 'passwordConfirm')).toBe('password_mismatch');
    expect(dev({ firstName: '', password: 'weak', passwordConfirm: 'other' }, 'passwordConfirm')).toBe('password_mismatch');
    expect(biz({ companyName: '', password: 'weak', passwordConfirm: 'other' }, 'passwordConfirm')).toBe('password_mismatch');
  });

  it('sends either birth date format as MM-dd-yyyy', () => {
    expect(toPayloadBirthDate('10/12/1990')).toBe('12-10-1990');
    expect(toPayloadBirthDate('1990-12-10')).toBe('12-10-1990');
  });
});

describe('company (business) form', () => {
  it('accepts a complete form and builds the spec payload', () => {
    const payload = toBusinessPayload(businessForm.parse({ ...business, phoneNumber: '393471234567' }));
    expect(payload).toMatchObject({ businessOwnerAccount: true, companyCountry: 'ITA', mobileNumber: '+393471234567' });
    expect(businessRegisterBody.safeParse(payload).success).toBe(true);
  });

  it.each([
    ['companyName', 'A', 'company_length'],
    ['companyRegNumber', 'x'.repeat(257), 'company_length'],
    ['companyAddress', '', 'company_length'],
    ['companyCountry', 'IRN', 'country_not_allowed'],
    ['phoneNumber', '0123456', 'phone_format'],
    ['phoneNumber', '+39 347', 'phone_format'],
    ['phoneNumber', '+1', 'phone_format'],
    ['phoneNumber', '+1234', 'phone_invalid'],
    ['terms', false, 'must_accept'],
  ])('refuses %s = %j (%s)', (field, value, message) => {
    expect(biz({ [field]: value }, field)).toBe(message);
  });

  it('accepts company fields of 2 and 256 characters', () => {
    expect(biz({ companyName: 'AB', companyAddress: 'x'.repeat(256) }, 'companyName')).toBeNull();
    expect(biz({ companyName: 'AB', companyAddress: 'x'.repeat(256) }, 'companyAddress')).toBeNull();
  });
});

describe('reset form (customer-portal §5)', () => {
  it('checks length, complexity and the confirmation', () => {
    expect(issue(resetForm, { password: 'Ab@1', passwordConfirm: 'Ab@1' }, 'password')).toBe('password_length');
    expect(issue(resetForm, { password: 'abcdefgh', passwordConfirm: 'abcdefgh' }, 'password')).toBe('password_complexity');
    expect(issue(resetForm, { password: 'Strong@Pass1', passwordConfirm: 'Strong@Pass' }, 'passwordConfirm')).toBe('password_mismatch');
    expect(resetForm.safeParse({ password: 'Strong@Pass1', passwordConfirm: 'Strong@Pass1' }).success).toBe(true);
  });
});
