import type { IssueKeys } from '../../../lib/form-issues';

/** Catalogue keys (`registration`) of the issues of both signup forms: the contract's codes, one text each. */
export const REGISTRATION_ISSUES = {
  required: 'validation.required',
  must_accept: 'validation.must_accept',
  name_length: 'validation.name_length',
  company_length: 'validation.company_length',
  password_length: 'validation.password_length',
  password_complexity: 'validation.password_complexity',
  password_mismatch: 'validation.password_mismatch',
  country_not_allowed: 'validation.country_not_allowed',
  country_code_format: 'validation.country_code_format',
  phone_digits: 'validation.phone_digits',
  phone_length: 'validation.phone_length',
  phone_format: 'validation.phone_format',
  phone_invalid: 'validation.phone_invalid',
  birth_date_format: 'validation.birth_date_format',
  birth_date_future: 'validation.birth_date_future',
  birth_date_underage: 'validation.birth_date_underage',
  'email.invalid_format': 'validation.Invalid email address',
  '*': 'validation.Invalid input',
} as const satisfies IssueKeys;
