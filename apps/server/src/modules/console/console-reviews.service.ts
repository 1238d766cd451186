import {
  LISTS,
  type ConsoleReview,
  type ConsoleReviewDecision,
  type ConsoleReviewDetail,
  type IdentityDocumentKind,
  type ListAnswer,
  type ListQueryInput,
} from '@portal/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/db';
import { AppError, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { parseListOrThrow, runList } from '../../lib/list/run';
import { record, type Actor } from '../audit/audit.service';
import * as identity from '../identity/identity.service';
import { announce, writeKyc } from '../identity/identity.service';
import type { SessionOperator } from './console-auth.repository';
import { ALL_PARTNERS } from './console-partners.lists';
import { CONSOLE_REVIEWS } from './console-reviews.lists';
import * as repo from './console-reviews.repository';

/** The four-eyes rule of the record; one submitted before the rule was recorded takes its brand's (which is frozen). */
const fourEyesOf = (ctx: AppContext, r: repo.ReviewRow) => r.fourEyes ?? ctx.brands.get(r.agent).kycFourEyes;

/** The brand's agent name and its four-eyes default come from the brand configuration, not the row. */
const toReview =
  (ctx: AppContext) =>
  (r: repo.ReviewRow): ConsoleReview => ({
    id: r.id,
    email: r.email,
    company: r.company,
    wlpId: r.wlpId,
    agent: ctx.brands.get(r.agent).agent,
    tier: r.tier,
    status: r.status,
    submittedDate: r.submittedDate,
    country: r.country,
    fourEyes: fourEyesOf(ctx, r),
    pendingApproval: r.approvalBy && r.approvalAt ? { operatorEmail: r.approvalBy, startedDate: r.approvalAt } : null,
  });

/** The queue: every company whose verification waits for the bank, the longest wait first. */
export const listReviews = (ctx: AppContext, o: { query: ListQueryInput }): Promise<ListAnswer<ConsoleReview>> =>
  runList(
    { db: ctx.db, spec: CONSOLE_REVIEWS, ownerId: ALL_PARTNERS, map: toReview(ctx) },
    parseListOrThrow(o.query, LISTS.consoleReviews),
  );

async function detailRow(q: Queryable, id: string) {
  const row = isUuid(id) ? await repo.reviewOf(q, id) : undefined;
  if (!row) throw notFound('review');
  return row;
}

/** One applicant's current record, the address and the documents it submitted (404 without a KYC record). */
export async function reviewDetail(ctx: AppContext, o: { id: string }): Promise<ConsoleReviewDetail> {
  const row = await detailRow(ctx.db, o.id);
  const docs = await identity.documentsOf(ctx.db, row.id);
  const { country, street, town, postalCode } = row;
  return {
    review: toReview(ctx)(row),
    rejectionReason: row.rejectionReason,
    final: row.final,
    address: country && street && town && postalCode ? { country, street, town, postalCode } : null,
    documents: docs.map(identity.withoutKey),
  };
}

/** A submitted document's file, for the operator's browser (404 when there is none). */
export async function reviewDocument(ctx: AppContext, o: { id: string; kind: IdentityDocumentKind }) {
  const row = await detailRow(ctx.db, o.id);
  const doc = (await identity.documentsOf(ctx.db, row.id)).find((d) => d.kind === o.kind);
  const data = doc ? await ctx.storage.read(doc.storageKey) : null;
  if (!doc || !data) throw notFound('document');
  return { name: doc.name, contentType: doc.contentType, data };
}

/** The record to decide on: the current one, still waiting for the bank; locked for the transaction. */
async function pendingRecord(tx: Queryable, id: string) {
  // lock the record before reading its four-eyes rule
  const kyc = isUuid(id) ? await identity.currentRecord(tx, id) : undefined;
  if (!kyc) throw notFound('review');
  const row = await detailRow(tx, id);
  if (kyc.status !== 'PENDING') throw new AppError(409, 'kyc_not_pending', 'status', kyc.status);
  return { row, kyc };
}

/** An operator's step on an applicant that has no partner yet goes to the platform chain (the operator audit). */
const auditStep = (
  tx: Queryable,
  at: Date,
  o: {
    partnerId: string | null;
    actor: Actor;
    action: 'kyc.approval_started' | 'kyc.changed';
    userId: string;
    changes: Record<string, unknown>;
  },
) => record(tx, { partnerId: o.partnerId, at, actor: o.actor, action: o.action, target: o.userId, changes: o.changes });

/**
 * Approves a verification: the same service as `npm run admin -- user kyc --status VERIFIED` (writeKyc, then the
 * user's sockets hear `update-kyc`: the partner's screens follow live). With four-eyes on the record (its brand's
 * `kycFourEyes` when it was submitted), only Compliance officers approve, and it takes two: the first approval is
 * kept (kyc.approval_started), the second, by another Compliance officer, completes it; the same one again answers
 * 409 four_eyes_same_operator.
 */
export async function approveReview(
  ctx: AppContext,
  o: { id: string; operator: Pick<SessionOperator, 'id' | 'role'>; actor: Actor },
): Promise<ConsoleReviewDecision> {
  const { outcome, change } = await ctx.db.transaction(async (tx) => {
    const { row, kyc } = await pendingRecord(tx, o.id);
    const at = ctx.now();
    if (fourEyesOf(ctx, row)) {
      if (o.operator.role !== 'COMPLIANCE_OFFICER')
        throw new AppError(409, 'four_eyes_compliance_officer_required', 'role', o.operator.role);
      const started = await repo.pendingApprovalOf(tx, row.id, kyc.tier);
      if (!started?.current) {
        await repo.startApproval(tx, { userId: row.id, tier: kyc.tier, operatorId: o.operator.id, at });
        const changes = { tier: kyc.tier, approvals: 1, of: 2 };
        await auditStep(tx, at, { partnerId: row.partnerId, actor: o.actor, action: 'kyc.approval_started', userId: row.id, changes });
        return { outcome: 'approval_started' as const, change: null };
      }
      if (started.operatorId === o.operator.id) throw new AppError(409, 'four_eyes_same_operator', 'operator', o.operator.id);
      await repo.dropApproval(tx, row.id, kyc.tier);
    }
    const change = await writeKyc(tx, ctx, { userId: row.id, tier: kyc.tier, status: 'VERIFIED', actor: o.actor });
    return { outcome: 'approved' as const, change };
  });
  announce(ctx, change);
  return { outcome, ...(await reviewDetail(ctx, { id: o.id })) };
}

/**
 * Rejects a verification with a reason and whether it is final (false: the company may send new documents): the
 * same service as `user kyc --status REJECTED --reason … --final …`. A started four-eyes approval is dropped.
 */
export async function rejectReview(
  ctx: AppContext,
  o: { id: string; reason: string; final: boolean; actor: Actor },
): Promise<ConsoleReviewDecision> {
  const change = await ctx.db.transaction(async (tx) => {
    const { row, kyc } = await pendingRecord(tx, o.id);
    await repo.dropApproval(tx, row.id, kyc.tier);
    const w = { userId: row.id, tier: kyc.tier, status: 'REJECTED' as const, rejectionReason: o.reason, final: o.final, actor: o.actor };
    const written = await writeKyc(tx, ctx, w);
    // writeKyc audits on the partner's chain; an applicant without a partner yet is kept in the operator audit
    if (!row.partnerId) {
      const changes = { tier: kyc.tier, from: 'PENDING', to: 'REJECTED', final: o.final };
      await auditStep(tx, ctx.now(), { partnerId: null, actor: o.actor, action: 'kyc.changed', userId: row.id, changes });
    }
    return written;
  });
  announce(ctx, change);
  return { outcome: 'rejected', ...(await reviewDetail(ctx, { id: o.id })) };
}
