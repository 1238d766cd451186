import { z } from 'zod/mini';
import { listAnswer, listQuery } from '../common/list';
import { isoDateTime } from '../common/primitives';
import { defineRoutes } from '../common/route';
import { IDENTITY_DOCUMENT_KINDS } from '../identity/constants';
import { KYC_STATUSES } from '../user/user';
import { CONSOLE } from './constants';

/** A started four-eyes approval: who started it and when; the second Compliance officer completes it. */
export const pendingApproval = z
  .object({ operatorEmail: z.string(), startedDate: isoDateTime })
  .register(z.globalRegistry, { id: 'ConsolePendingApproval' });
export type PendingApproval = z.infer<typeof pendingApproval>;

export const consoleReview = z
  .object({
    id: z.string().check(z.describe("the applicant's user id")),
    email: z.string(),
    company: z.nullable(z.string()),
    wlpId: z.nullable(z.string()).check(z.describe('the partner, once it has one')),
    agent: z.string(),
    tier: z.int(),
    status: z.enum(KYC_STATUSES),
    submittedDate: isoDateTime.check(z.describe('since when it waits for the bank')),
    country: z.nullable(z.string()),
    fourEyes: z.boolean().check(z.describe("the brand's kycFourEyes: an approval needs two Compliance officers")),
    pendingApproval: z.nullable(pendingApproval),
  })
  .register(z.globalRegistry, { id: 'ConsoleReview' });
export type ConsoleReview = z.infer<typeof consoleReview>;
export const consoleReviewList = listAnswer(consoleReview).register(z.globalRegistry, { id: 'ConsoleReviewList' });

export const consoleReviewDocument = z
  .object({
    kind: z.enum(IDENTITY_DOCUMENT_KINDS),
    name: z.string(),
    contentType: z.string(),
    size: z.int(),
    uploadedDate: isoDateTime,
  })
  .register(z.globalRegistry, { id: 'ConsoleReviewDocument' });
export type ConsoleReviewDocument = z.infer<typeof consoleReviewDocument>;

export const consoleReviewDetail = z
  .object({
    review: consoleReview,
    rejectionReason: z.nullable(z.string()),
    final: z.boolean(),
    address: z
      .nullable(z.object({ country: z.string(), street: z.string(), town: z.string(), postalCode: z.string() }))
      .check(z.describe('the address the applicant submitted')),
    documents: z.array(consoleReviewDocument).check(z.describe('GET …/documents/:kind answers the file')),
  })
  .register(z.globalRegistry, { id: 'ConsoleReviewDetail' });
export type ConsoleReviewDetail = z.infer<typeof consoleReviewDetail>;

export const reviewIdParams = z.object({ id: z.string().check(z.maxLength(64), z.describe("the applicant's user id (uuid)")) });
export const reviewDocumentParams = z.extend(reviewIdParams, { kind: z.enum(IDENTITY_DOCUMENT_KINDS) });

export const reviewRejectBody = z
  .object({
    reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(CONSOLE.reasonMax), z.describe('shown to the partner')),
    final: z.boolean().check(z.describe('true: the company cannot try again; false: it may send new documents')),
  })
  .register(z.globalRegistry, { id: 'ConsoleReviewReject' });
export type ReviewRejectBody = z.infer<typeof reviewRejectBody>;

/** What an approval did: the record is VERIFIED, or (four-eyes) the approval waits for a second Compliance officer. */
export const REVIEW_OUTCOMES = ['approved', 'approval_started', 'rejected'] as const;
export const consoleReviewDecision = z
  .extend(consoleReviewDetail, { outcome: z.enum(REVIEW_OUTCOMES) })
  .register(z.globalRegistry, { id: 'ConsoleReviewDecision' });
export type ConsoleReviewDecision = z.infer<typeof consoleReviewDecision>;

/**
 * Verification reviews: approve, or reject with a reason and whether it is final. With the brand's `kycFourEyes`
 * on, an approval needs a second Compliance officer, who cannot be the one who started it.
 */
export const CONSOLE_REVIEWS_API = defineRoutes({
  list: { method: 'GET', path: '/api-operator/reviews', query: listQuery, responses: { 200: consoleReviewList } },
  detail: { method: 'GET', path: '/api-operator/reviews/:id', params: reviewIdParams, responses: { 200: consoleReviewDetail } },
  document: { method: 'GET', path: '/api-operator/reviews/:id/documents/:kind', params: reviewDocumentParams, responses: {} },
  approve: { method: 'POST', path: '/api-operator/reviews/:id/approve', params: reviewIdParams, responses: { 200: consoleReviewDecision } },
  reject: {
    method: 'POST',
    path: '/api-operator/reviews/:id/reject',
    params: reviewIdParams,
    body: reviewRejectBody,
    responses: { 200: consoleReviewDecision },
  },
});
