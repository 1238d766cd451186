import {
  IDENTITY_DOCUMENT_KINDS,
  verificationStep,
  type IdentityAccessToken,
  type IdentityReview,
  type KycAddress,
  type KycRecord,
  type KycStatus,
  type SandboxApplicant,
} from '@portal/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/db';
import { invalid } from '../../lib/errors';
import { announce, writeKyc } from './identity.kyc';
import * as repo from './identity.repository';
import type { CheckedDocument } from './identity.upload';
import { providerFor } from './providers';
import type { ProviderReview } from './providers/provider';

// what the console's review and a user's profile read and write of identity
export { announce, writeKyc } from './identity.kyc';
export { currentRecord, documentsOf, recordsOf, withoutKey } from './identity.repository';

type User = { id: string; email: string; agent: string | null };

const forbidden = (record: KycRecord | undefined) => invalid('action_forbidden', 'kyc', record?.status ?? 'none');
const SUBMITTED = new Set(['pending', 'prechecked', 'queued', 'onHold']);

/** The current record, which must be at one of these steps; locked for the transaction. */
async function recordAt(tx: Queryable, userId: string, steps: string[]): Promise<KycRecord> {
  const record = await repo.currentRecord(tx, userId);
  if (!record || !steps.includes(verificationStep(record))) throw forbidden(record);
  return record;
}

/** POST /api/identity/address: only while the record is PAID; the record turns IN_PROGRESS (the widget's turn). */
export async function submitAddress(ctx: AppContext, o: { user: User; address: KycAddress }): Promise<KycRecord> {
  const provider = ctx.brands.get(o.user.agent).identityProvider;
  const change = await ctx.db.transaction(async (tx) => {
    const record = await recordAt(tx, o.user.id, ['address']);
    await repo.saveAddress(tx, { userId: o.user.id, provider, address: o.address, at: ctx.now() });
    return writeKyc(tx, ctx, { userId: o.user.id, tier: record.tier, status: 'IN_PROGRESS' });
  });
  announce(ctx, change);
  return change!.payload.kyc;
}

/** GET …/accesstoken: the provider's token for its widget, once the address is in. */
export async function accessToken(ctx: AppContext, o: { user: User }): Promise<IdentityAccessToken> {
  await recordAt(ctx.db, o.user.id, ['widget', 'review']);
  return providerFor(ctx, o.user.agent).accessToken({ userId: o.user.id, email: o.user.email });
}

/** What a provider's review means for the KYC record; null while the applicant has not submitted. */
function kycOf(r: ProviderReview): { status: KycStatus; final?: boolean; rejectionReason?: string | null } | null {
  if (r.reviewStatus === 'init') return null;
  if (r.reviewStatus !== 'completed' || !r.answer) return { status: 'PENDING' };
  if (r.answer === 'GREEN') return { status: 'VERIFIED' };
  return { status: 'REJECTED', final: r.rejectType !== 'RETRY', rejectionReason: r.comment };
}

/**
 * GET …/finalizeReviewStatus: asks the provider where the review stands and settles the KYC record
 * (submitted → PENDING; approved → VERIFIED and, at tier 2, the portal; rejected → REJECTED).
 */
export async function finalizeReview(ctx: AppContext, o: { user: User }): Promise<IdentityReview> {
  const record = await recordAt(ctx.db, o.user.id, ['widget', 'review', 'verified', 'rejected']);
  if (record.status === 'VERIFIED' || (record.status === 'REJECTED' && record.final))
    return { reviewStatus: 'completed', submitted: true, kyc: record };
  const review = await providerFor(ctx, o.user.agent).review({ userId: o.user.id, email: o.user.email });
  const next = kycOf(review);
  if (!next) return { reviewStatus: review.reviewStatus, submitted: false, kyc: record };
  const { kyc, change } = await ctx.db.transaction(async (tx) => {
    // the record may have moved meanwhile (an operator's decision): only an open attempt is settled
    const now = await repo.currentRecord(tx, o.user.id);
    if (!now || now.tier !== record.tier || !['widget', 'review'].includes(verificationStep(now)))
      return { kyc: now ?? record, change: null };
    const change = await writeKyc(tx, ctx, { userId: o.user.id, tier: record.tier, ...next });
    return { kyc: change?.payload.kyc ?? now, change };
  });
  announce(ctx, change);
  return { reviewStatus: review.reviewStatus, submitted: true, kyc };
}

// The sandbox provider's widget -----------------------------------------------------------------

function requireSandbox(ctx: AppContext, user: User) {
  const name = ctx.brands.get(user.agent).identityProvider;
  if (name !== 'sandbox') throw invalid('action_forbidden', 'identityProvider', name);
}

async function applicantView(ctx: AppContext, q: Queryable, user: User): Promise<SandboxApplicant> {
  const [row, docs] = await Promise.all([repo.applicantOf(q, user.id), repo.documentsOf(q, user.id)]);
  return {
    reviewStatus: row?.reviewStatus ?? 'init',
    documents: docs.map(repo.withoutKey),
    autoReviewSeconds: ctx.brands.get(user.agent).identityAutoReviewSeconds,
  };
}

export async function sandboxApplicant(ctx: AppContext, o: { user: User }): Promise<SandboxApplicant> {
  requireSandbox(ctx, o.user);
  return applicantView(ctx, ctx.db, o.user);
}

/** An upload is possible while the widget shows and the applicant has not submitted. */
async function openApplicant(tx: Queryable, userId: string) {
  await recordAt(tx, userId, ['widget']);
  const row = await repo.applicantOf(tx, userId, true);
  if (!row || SUBMITTED.has(row.reviewStatus)) throw invalid('action_forbidden', 'reviewStatus', row?.reviewStatus ?? 'none');
  return row;
}

/**
 * POST …/sandbox/documents: the identity document or the selfie. The file goes into the storage
 * first, then the row; a refused or failed write removes the file again, and a replaced file goes.
 */
export async function uploadDocument(ctx: AppContext, o: { user: User; document: CheckedDocument }): Promise<SandboxApplicant> {
  requireSandbox(ctx, o.user);
  const d = o.document;
  const { storage } = ctx;
  await ctx.db.transaction((tx) => openApplicant(tx, o.user.id)); // refuse before writing anything
  const key = await storage.stage(d.data);
  let replaced: string | null;
  try {
    await storage.commit(key);
    replaced = await ctx.db.transaction(async (tx) => {
      const row = await openApplicant(tx, o.user.id);
      const at = ctx.now();
      // a new file after a rejection that allows a retry starts a new attempt
      if (row.reviewStatus !== 'init')
        await repo.setReview(tx, o.user.id, { status: 'init', answer: null, rejectType: null, comment: null, dueAt: null }, at);
      return repo.putDocument(tx, {
        userId: o.user.id,
        kind: d.kind,
        key,
        name: d.name,
        contentType: d.contentType,
        size: d.data.length,
        at,
      });
    });
  } catch (err) {
    await Promise.all([storage.discard(key), storage.remove(key)]);
    throw err;
  }
  if (replaced) await storage.remove(replaced).catch((err: Error) => ctx.log.warn({ err }, 'replaced identity document not removed'));
  return applicantView(ctx, ctx.db, o.user);
}

/** POST …/sandbox/submit: both images are in; the review is pending (automatic after the brand's delay, if any). */
export async function submitApplicant(ctx: AppContext, o: { user: User }): Promise<SandboxApplicant> {
  requireSandbox(ctx, o.user);
  const { storage } = ctx;
  const delay = ctx.brands.get(o.user.agent).identityAutoReviewSeconds;
  await ctx.db.transaction(async (tx) => {
    await openApplicant(tx, o.user.id);
    const docs = await repo.documentsOf(tx, o.user.id);
    for (const kind of IDENTITY_DOCUMENT_KINDS) {
      const doc = docs.find((x) => x.kind === kind);
      if (!doc || !(await storage.has(doc.storageKey))) throw invalid('identity_documents_missing', kind);
    }
    const at = ctx.now();
    const dueAt = delay == null ? null : new Date(at.getTime() + delay * 1000);
    await repo.setReview(tx, o.user.id, { status: 'pending', answer: null, rejectType: null, comment: null, dueAt, submittedAt: at }, at);
  });
  return applicantView(ctx, ctx.db, o.user);
}

/**
 * Approves the sandbox applicants whose automatic review is due. Each is claimed by one statement,
 * so two server processes never approve the same one; answers how many were approved.
 */
export async function runDueReviews(ctx: AppContext, limit = 50): Promise<number> {
  const due = await repo.dueReviews(ctx.db, ctx.now(), limit);
  let approved = 0;
  for (const { user_id: userId } of due) {
    const change = await ctx.db.transaction(async (tx) => {
      if (!(await repo.claimDueReview(tx, userId, ctx.now()))) return null;
      const record = await repo.currentRecord(tx, userId);
      if (!record || !['widget', 'review'].includes(verificationStep(record))) return null;
      return writeKyc(tx, ctx, { userId, tier: record.tier, status: 'VERIFIED' });
    });
    if (change) approved++;
    announce(ctx, change);
  }
  return approved;
}
