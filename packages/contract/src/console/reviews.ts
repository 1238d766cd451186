import { z } from 'zod';
import { listAnswer, listQuery, type ListDescriptor } from '../common/list';
import { isoDateTime } from '../common/primitives';
import { defineRoutes } from '../common/route';
import { IDENTITY_DOCUMENT_KINDS } from '../identity/constants';
import { KYC_STATUSES } from '../user/user';
import { CONSOLE } from './constants';

/**
 * Verification reviews (issue 16): the companies whose verification waits for the bank (their current KYC
 * record is PENDING), oldest first; approve, or reject with a reason and whether it is final. With the brand's
 * `kycFourEyes` on, an approval needs a second Compliance officer, who cannot be the one who started it.
 */
export const CONSOLE_REVIEWS_LIST = {
  filters: { q: 'text', agent: 'exact' },
  orderBy: ['submitted', 'company'],
  defaultOrderBy: 'submitted',
  defaultSort: 'ASC',
  defaultTake: 25,
} as const satisfies ListDescriptor;

/** A started four-eyes approval: who started it and when; the second Compliance officer completes it. */
export const pendingApproval = z.object({ operatorEmail: z.string(), startedDate: isoDateTime }).meta({ id: 'ConsolePendingApproval' });
export type PendingApproval = z.infer<typeof pendingApproval>;

export const consoleReview = z
  .object({
    id: z.string().describe("the applicant's user id"),
    email: z.string(),
    company: z.string().nullable(),
    wlpId: z.string().nullable().describe('the partner, once it has one'),
    agent: z.string(),
    tier: z.number().int(),
    status: z.enum(KYC_STATUSES),
    submittedDate: isoDateTime.describe('since when it waits for the bank'),
    country: z.string().nullable(),
    fourEyes: z.boolean().describe("the brand's kycFourEyes: an approval needs two Compliance officers"),
    pendingApproval: pendingApproval.nullable(),
  })
  .meta({ id: 'ConsoleReview' });
export type ConsoleReview = z.infer<typeof consoleReview>;
export const consoleReviewList = listAnswer(consoleReview).meta({ id: 'ConsoleReviewList' });

export const consoleReviewDocument = z
  .object({
    kind: z.enum(IDENTITY_DOCUMENT_KINDS),
    name: z.string(),
    contentType: z.string(),
    size: z.number().int(),
    uploadedDate: isoDateTime,
  })
  .meta({ id: 'ConsoleReviewDocument' });
export type ConsoleReviewDocument = z.infer<typeof consoleReviewDocument>;

export const consoleReviewDetail = z
  .object({
    review: consoleReview,
    rejectionReason: z.string().nullable(),
    final: z.boolean(),
    address: z
      .object({ country: z.string(), street: z.string(), town: z.string(), postalCode: z.string() })
      .nullable()
      .describe('the address the applicant submitted'),
    documents: z.array(consoleReviewDocument).describe('GET …/documents/:kind answers the file'),
  })
  .meta({ id: 'ConsoleReviewDetail' });
export type ConsoleReviewDetail = z.infer<typeof consoleReviewDetail>;

export const reviewIdParams = z.object({ id: z.string().max(64).describe("the applicant's user id (uuid)") });
export const reviewDocumentParams = reviewIdParams.extend({ kind: z.enum(IDENTITY_DOCUMENT_KINDS) });

export const reviewRejectBody = z
  .object({
    reason: z.string().trim().min(1).max(CONSOLE.reasonMax).describe('shown to the partner'),
    final: z.boolean().describe('true: the company cannot try again; false: it may send new documents'),
  })
  .meta({ id: 'ConsoleReviewReject' });
export type ReviewRejectBody = z.infer<typeof reviewRejectBody>;

/** What an approval did: the record is VERIFIED, or (four-eyes) the approval waits for a second Compliance officer. */
export const REVIEW_OUTCOMES = ['approved', 'approval_started', 'rejected'] as const;
export const consoleReviewDecision = consoleReviewDetail.extend({ outcome: z.enum(REVIEW_OUTCOMES) }).meta({ id: 'ConsoleReviewDecision' });
export type ConsoleReviewDecision = z.infer<typeof consoleReviewDecision>;

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
