import { kycAddressBody } from '@portal/contract';
import type { z } from 'zod/mini';
import type { IssueKeys } from '../../../lib/form-issues';

/** The address form checks the schema the server validates: country, street, town and postal code, all required. */
export const addressFormSchema = kycAddressBody;
export type AddressFormValues = z.input<typeof addressFormSchema>;
export type AddressField = keyof AddressFormValues;

/** Catalogue keys (`kyb`) of its issues. */
export const ADDRESS_ISSUES = {
  required: 'address.required',
  country: 'address.countryInvalid',
  '*': 'address.tooLong',
} as const satisfies IssueKeys;
