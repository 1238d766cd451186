import { kycAddressBody } from '@portal/contract';
import type { z } from 'zod';

/** The address form checks the schema the server validates: country, street, town and postal code, all required. */
export const addressFormSchema = kycAddressBody;
export type AddressFormValues = z.input<typeof addressFormSchema>;
export type AddressField = keyof AddressFormValues;

export type AddressIssueKey = 'address.required' | 'address.tooLong' | 'address.countryInvalid';

/** Turns a schema issue into a catalogue key of the `kyb` namespace. */
export function addressIssueKey(issue: { path?: PropertyKey[]; input?: unknown; code?: string; message?: string }): AddressIssueKey {
  const empty = typeof issue.input !== 'string' || issue.input.trim() === '';
  if (empty) return 'address.required';
  if (issue.path?.[0] === 'country') return 'address.countryInvalid';
  return 'address.tooLong';
}

export const addressParseOptions = { error: addressIssueKey };
