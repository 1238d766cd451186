import type { IssueKeys } from '../../../lib/form-issues';

/**
 * Catalogue keys (namespace `account`) of the contract's issue codes, spelled out so the key scan
 * sees them. Phone: customer-portal §5; password: the checklist rules and the confirmation.
 */
export const PHONE_ISSUES = {
  required: 'phone.validation.required',
  phone_code_invalid: 'phone.validation.phone_code_invalid',
  phone_not_number: 'phone.validation.phone_not_number',
  phone_negative: 'phone.validation.phone_negative',
  phone_decimal: 'phone.validation.phone_decimal',
  phone_length: 'phone.validation.phone_length',
} as const satisfies IssueKeys;

export const PASSWORD_ISSUES = {
  required: 'password.validation.required',
  password_length: 'password.validation.password_length',
  password_complexity: 'password.validation.password_complexity',
  password_mismatch: 'password.validation.password_mismatch',
  '*': 'password.validation.required',
} as const satisfies IssueKeys;
