import crypto from 'node:crypto';
import { PORTAL_MIN_TIER, USER_EVENTS, type KycEvent, type KycStatus } from '@portal/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/db';
import * as repo from './identity.repository';
import { SYSTEM, partnerOfUser, record, type Actor } from '../audit/audit.service';
import { giveWlpId, openPartner } from '../../lib/standing';

/** A KYC change of a partner's user goes to the partner's audit log (the system's decision unless an actor is given). */
async function auditKyc(tx: Queryable, at: Date, o: { userId: string; actor?: Actor; changes: Record<string, unknown> }) {
  const partnerId = await partnerOfUser(tx, o.userId);
  if (partnerId) await record(tx, { partnerId, at, actor: o.actor ?? SYSTEM, action: 'kyc.changed', target: o.userId, changes: o.changes });
}

type KycEventName = (typeof USER_EVENTS)['insertKyc' | 'updateKyc' | 'deleteKyc'];

/** A KYC record that changed, to be announced once its transaction has committed. */
interface KycChange {
  userId: string;
  event: KycEventName;
  payload: KycEvent;
}

interface KycWrite {
  userId: string;
  tier: number;
  status: KycStatus;
  rejectionReason?: string | null;
  /** default: VERIFIED and REJECTED are final */
  final?: boolean;
  /** who decided, for the audit log (default: the system) */
  actor?: Actor;
}

/** The applicant's review follows the operator's decision, so an automatic review never overrides it. */
function reviewFor(w: Required<Pick<KycWrite, 'status' | 'final'>> & { reason: string | null }): repo.ReviewPatch | null {
  if (w.status === 'VERIFIED') return { status: 'completed', answer: 'GREEN', rejectType: null, comment: null, dueAt: null };
  if (w.status === 'REJECTED')
    return { status: 'completed', answer: 'RED', rejectType: w.final ? 'FINAL' : 'RETRY', comment: w.reason, dueAt: null };
  if (w.status === 'PENDING') return null;
  return { status: 'init', answer: null, rejectType: null, comment: null, dueAt: null };
}

/**
 * Writes one KYC record inside the caller's transaction and recomputes the user's tier (the highest
 * VERIFIED record). An owner reaching tier 2 gets its partner's wlpId (and a partner, if it had none), so the
 * live environment opens to it. Answers the change to announce, or null when nothing changed.
 */
export async function writeKyc(tx: Queryable, ctx: Pick<AppContext, 'brands' | 'now'>, w: KycWrite): Promise<KycChange | null> {
  const at = ctx.now();
  const final = w.final ?? (w.status === 'VERIFIED' || w.status === 'REJECTED');
  const reason = w.rejectionReason ?? null;
  const before = await repo.recordOf(tx, w.userId, w.tier);
  if (before && before.status === w.status && before.final === final && before.rejectionReason === reason) return null;
  // a submission fixes the four-eyes rule it will be reviewed under (a later brand change cannot lift it)
  const fourEyes = w.status === 'PENDING' ? ctx.brands.get(await repo.brandOfUser(tx, w.userId)).kycFourEyes : null;
  const args = { userId: w.userId, tier: w.tier, status: w.status, reason, final, at, fourEyes };
  const kyc = before ? await repo.updateRecord(tx, args) : await repo.insertRecord(tx, args);
  const review = reviewFor({ status: w.status, final, reason });
  if (review && (await repo.applicantOf(tx, w.userId, true))) await repo.setReview(tx, w.userId, review, at);
  const kycTier = await settleTier(tx, ctx, w.userId);
  const changes = { tier: w.tier, from: before?.status ?? null, to: w.status, final, kycTier };
  await auditKyc(tx, at, { userId: w.userId, actor: w.actor, changes });
  return { userId: w.userId, event: before ? USER_EVENTS.updateKyc : USER_EVENTS.insertKyc, payload: { kyc, kycTier } };
}

export async function deleteKyc(
  tx: Queryable,
  ctx: Pick<AppContext, 'brands' | 'now'>,
  o: { userId: string; tier: number; actor?: Actor },
): Promise<KycChange | null> {
  const gone = await repo.deleteRecord(tx, o.userId, o.tier);
  if (!gone) return null;
  const kycTier = await settleTier(tx, ctx, o.userId);
  await auditKyc(tx, ctx.now(), { userId: o.userId, actor: o.actor, changes: { tier: o.tier, from: gone.status, to: null, kycTier } });
  return { userId: o.userId, event: USER_EVENTS.deleteKyc, payload: { kyc: gone, kycTier } };
}

async function settleTier(tx: Queryable, ctx: Pick<AppContext, 'brands'>, userId: string): Promise<number> {
  const u = (await repo.recomputeTier(tx, userId))!;
  if (u.kycTier >= PORTAL_MIN_TIER && !u.onBehalfOf) {
    const wlpId = `WLP-${crypto.randomBytes(5).toString('hex').toUpperCase()}`;
    const agent = ctx.brands.get(u.agent).agent;
    if (u.partnerId) await giveWlpId(tx, u.partnerId, wlpId);
    else await openPartner(tx, { userId, wlpId, agent, company: u.companyName ?? u.email });
  }
  return u.kycTier;
}

/** Tells the user's sockets (CONTRACTS §7): `insert-kyc`, `update-kyc` or `delete-kyc` with {kyc, kycTier}. */
export function announce(ctx: Pick<AppContext, 'realtime'>, change: KycChange | null) {
  if (change) ctx.realtime.toUser(change.userId, 'user', change.event, change.payload);
}
