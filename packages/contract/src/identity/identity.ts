import { z } from 'zod/mini';
import { isoDateTime } from '../common/primitives';
import { kycRecord, type KycRecord } from '../user/user';
import { defineRoutes } from '../common/route';
import { isCountryCode } from './countries';
import { IDENTITY_DOCUMENT_KINDS, IDENTITY_LIMITS, REVIEW_STATUSES } from './constants';

const required = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** KYC address (customer-portal §3, §5): all four required; the country as its 3-letter code. */
export const kycAddressBody = z
  .object({
    country: z.string().check(z.refine(isCountryCode), z.describe('ISO 3166-1 alpha-3 country code')),
    street: required(IDENTITY_LIMITS.streetMax),
    town: required(IDENTITY_LIMITS.townMax),
    postalCode: required(IDENTITY_LIMITS.postalCodeMax),
  })
  .register(z.globalRegistry, { id: 'KycAddress' });
export type KycAddress = z.infer<typeof kycAddressBody>;

export const identityAccessToken = z
  .object({
    token: z.string().check(z.describe('access token for the identity widget')),
    userId: z.string().check(z.describe('the applicant id on our side')),
  })
  .register(z.globalRegistry, { id: 'IdentityAccessToken' });
export type IdentityAccessToken = z.infer<typeof identityAccessToken>;

/** Answer of finalizeReviewStatus: the provider's review status and the KYC record it settled. */
export const identityReview = z
  .object({
    reviewStatus: z.enum(REVIEW_STATUSES),
    submitted: z.boolean().check(z.describe('true once the applicant has sent everything for review')),
    kyc: kycRecord,
  })
  .register(z.globalRegistry, { id: 'IdentityReview' });
export type IdentityReview = z.infer<typeof identityReview>;

export const sandboxDocument = z
  .object({
    kind: z.enum(IDENTITY_DOCUMENT_KINDS),
    name: z.string(),
    size: z.int(),
    contentType: z.string(),
    uploadedDate: isoDateTime,
  })
  .register(z.globalRegistry, { id: 'SandboxDocument' });
export type SandboxDocument = z.infer<typeof sandboxDocument>;

/** The sandbox provider's applicant: what the widget shows. */
export const sandboxApplicant = z
  .object({
    reviewStatus: z.enum(REVIEW_STATUSES),
    documents: z.array(sandboxDocument),
    autoReviewSeconds: z
      .nullable(z.int())
      .check(z.describe('the brand reviews by itself this long after the submit; null: an operator decides')),
  })
  .register(z.globalRegistry, { id: 'SandboxApplicant' });
export type SandboxApplicant = z.infer<typeof sandboxApplicant>;

/**
 * Identity calls: the KYC address, the provider's widget and review, and the sandbox provider's own
 * widget calls. The document upload is multipart form data (`IDENTITY_FIELDS`), read by the server itself.
 */
export const IDENTITY_API = defineRoutes({
  accessToken: { method: 'GET', path: '/api/identity/sumsub/accesstoken', responses: { 200: identityAccessToken } },
  finalizeReview: { method: 'GET', path: '/api/identity/sumsub/finalizeReviewStatus', responses: { 200: identityReview } },
  address: { method: 'POST', path: '/api/identity/address', body: kycAddressBody, responses: { 200: kycRecord } },
  sandboxApplicant: { method: 'GET', path: '/api/identity/sandbox/applicant', responses: { 200: sandboxApplicant } },
  sandboxDocument: { method: 'POST', path: '/api/identity/sandbox/documents', responses: { 200: sandboxApplicant } },
  sandboxSubmit: { method: 'POST', path: '/api/identity/sandbox/submit', responses: { 200: sandboxApplicant } },
});

/** Payload of `insert-kyc`, `update-kyc` and `delete-kyc` on /api-user. */
export const kycEvent = z.object({ kyc: kycRecord, kycTier: z.int() }).register(z.globalRegistry, { id: 'KycEvent' });
export type KycEvent = z.infer<typeof kycEvent>;

/** The record the verification works on: the user's highest tier (2 for a business). */
export function currentKyc(records: readonly KycRecord[]): KycRecord | undefined {
  return records.reduce<KycRecord | undefined>((top, r) => (!top || r.tier > top.tier ? r : top), undefined);
}

/**
 * What the verification dialog shows (customer-portal §4): the address form only while the record is PAID,
 * the identity widget once the address is in (and again after a rejection that allows a retry).
 */
export type VerificationStep = 'notOpen' | 'address' | 'widget' | 'review' | 'rejected' | 'verified';
export function verificationStep(record: Pick<KycRecord, 'status' | 'final'> | undefined): VerificationStep {
  switch (record?.status) {
    case 'PAID':
      return 'address';
    case 'IN_PROGRESS':
      return 'widget';
    case 'PENDING':
      return 'review';
    case 'REJECTED':
      return record.final ? 'rejected' : 'widget';
    case 'VERIFIED':
      return 'verified';
    default:
      return 'notOpen';
  }
}
