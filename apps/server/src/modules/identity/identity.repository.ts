import type { IdentityDocumentKind, IdentityProviderName, KycAddress, KycRecord, ReviewStatus, SandboxDocument } from '@portal/contract';
import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import { isoTs } from '../../lib/list/sql';

/** A kyc_records row as the contract's KycRecord. */
const RECORD = `tier, status, ${isoTs('created_at')} AS "createdDate", ${isoTs('updated_at')} AS "updatedDate",
  rejection_reason AS "rejectionReason", final`;

/** The record the verification works on (the highest tier), locked for the transaction. */
export const currentRecord = (q: Queryable, userId: string) =>
  one<KycRecord>(q, `SELECT ${RECORD} FROM kyc_records WHERE user_id = $1 ORDER BY tier DESC LIMIT 1 FOR UPDATE`, [userId]);

export const recordOf = (q: Queryable, userId: string, tier: number) =>
  one<KycRecord>(q, `SELECT ${RECORD} FROM kyc_records WHERE user_id = $1 AND tier = $2 FOR UPDATE`, [userId, tier]);

/** A user's records, lowest tier first (the user's `kyc`). */
export const recordsOf = (q: Queryable, userId: string) =>
  q.query<KycRecord>(`SELECT ${RECORD} FROM kyc_records WHERE user_id = $1 ORDER BY tier`, [userId]);

/** fourEyes: the rule the record is reviewed under, fixed when it is submitted (null keeps the one it has). */
interface RecordWrite {
  userId: string;
  tier: number;
  status: string;
  reason: string | null;
  final: boolean;
  at: Date;
  fourEyes: boolean | null;
}

export async function insertRecord(q: Queryable, o: RecordWrite) {
  const row = await one<KycRecord>(
    q,
    `INSERT INTO kyc_records(user_id, tier, status, rejection_reason, final, created_at, updated_at, four_eyes)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7) RETURNING ${RECORD}`,
    [o.userId, o.tier, o.status, o.reason, o.final, o.at, o.fourEyes],
  );
  return row!;
}

export async function updateRecord(q: Queryable, o: RecordWrite) {
  const row = await one<KycRecord>(
    q,
    `UPDATE kyc_records SET status = $3, rejection_reason = $4, final = $5, updated_at = $6, four_eyes = coalesce($7, four_eyes)
      WHERE user_id = $1 AND tier = $2 RETURNING ${RECORD}`,
    [o.userId, o.tier, o.status, o.reason, o.final, o.at, o.fourEyes],
  );
  return row!;
}

export const deleteRecord = (q: Queryable, userId: string, tier: number) =>
  one<KycRecord>(q, `DELETE FROM kyc_records WHERE user_id = $1 AND tier = $2 RETURNING ${RECORD}`, [userId, tier]);

interface TierOwner {
  kycTier: number;
  partnerId: string | null;
  onBehalfOf: string | null;
  agent: string | null;
  companyName: string | null;
  email: string;
}

/** The brand an applicant's verification is reviewed under: its partner's, else its own. */
export const brandOfUser = async (q: Queryable, userId: string) =>
  (
    await one<{ agent: string | null }>(
      q,
      'SELECT coalesce(p.agent, u.agent) AS agent FROM users u LEFT JOIN partners p ON p.id = u.partner_id WHERE u.id = $1',
      [userId],
    )
  )?.agent ?? null;

/** The user's tier is the highest VERIFIED record. */
export const recomputeTier = (q: Queryable, userId: string) =>
  one<TierOwner>(
    q,
    `UPDATE users SET kyc_tier = (SELECT coalesce(max(tier), 0) FROM kyc_records WHERE user_id = $1 AND status = 'VERIFIED')
      WHERE id = $1
      RETURNING kyc_tier AS "kycTier", partner_id AS "partnerId", on_behalf_of AS "onBehalfOf", agent,
        company_name AS "companyName", email`,
    [userId],
  );

export const userIdByEmail = (q: Queryable, email: string) =>
  one<{ id: string }>(q, 'SELECT id FROM users WHERE lower(email) = lower($1)', [email]);

// Applicants ------------------------------------------------------------------------------------

interface Applicant {
  externalId: string | null;
  reviewStatus: ReviewStatus;
  answer: 'GREEN' | 'RED' | null;
  rejectType: 'FINAL' | 'RETRY' | null;
  comment: string | null;
}

export const applicantOf = (q: Queryable, userId: string, lock = false) =>
  one<Applicant>(
    q,
    `SELECT external_id AS "externalId", review_status AS "reviewStatus", review_answer AS answer, reject_type AS "rejectType",
       moderation_comment AS comment FROM identity_applicants WHERE user_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [userId],
  );

/** The address starts a new attempt: the applicant's review goes back to 'init'. */
export async function saveAddress(q: Queryable, o: { userId: string; provider: IdentityProviderName; address: KycAddress; at: Date }) {
  const a = o.address;
  await q.query(
    `INSERT INTO identity_applicants(user_id, provider, country, street, town, postal_code, address_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
     ON CONFLICT (user_id) DO UPDATE SET provider = EXCLUDED.provider, country = EXCLUDED.country, street = EXCLUDED.street,
       town = EXCLUDED.town, postal_code = EXCLUDED.postal_code, address_at = EXCLUDED.address_at, review_status = 'init',
       review_answer = NULL, reject_type = NULL, moderation_comment = NULL, submitted_at = NULL, review_due_at = NULL,
       updated_at = EXCLUDED.updated_at`,
    [o.userId, o.provider, a.country, a.street, a.town, a.postalCode, o.at],
  );
}

export async function saveExternalId(q: Queryable, userId: string, provider: IdentityProviderName, externalId: string) {
  await q.query(
    `INSERT INTO identity_applicants(user_id, provider, external_id) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET external_id = EXCLUDED.external_id`,
    [userId, provider, externalId],
  );
}

export interface ReviewPatch {
  status: ReviewStatus;
  answer: 'GREEN' | 'RED' | null;
  rejectType: 'FINAL' | 'RETRY' | null;
  comment: string | null;
  dueAt: Date | null;
  submittedAt?: Date;
}

export async function setReview(q: Queryable, userId: string, p: ReviewPatch, at: Date) {
  await q.query(
    `UPDATE identity_applicants SET review_status = $2, review_answer = $3, reject_type = $4, moderation_comment = $5,
            review_due_at = $6, submitted_at = coalesce($7, submitted_at), updated_at = $8
      WHERE user_id = $1`,
    [userId, p.status, p.answer, p.rejectType, p.comment, p.dueAt, p.submittedAt ?? null, at],
  );
}

/** Sandbox applicants whose automatic review is due. */
export const dueReviews = (q: Queryable, now: Date, limit: number) =>
  q.query<{ user_id: string }>(
    `SELECT user_id FROM identity_applicants WHERE review_status = 'pending' AND review_due_at <= $1 ORDER BY review_due_at LIMIT $2`,
    [now, limit],
  );

/** Takes one due review; false when another process took it first. */
export async function claimDueReview(q: Queryable, userId: string, now: Date): Promise<boolean> {
  const row = await one(
    q,
    `UPDATE identity_applicants SET review_status = 'completed', review_answer = 'GREEN',
      reject_type = NULL, review_due_at = NULL, updated_at = $2
      WHERE user_id = $1 AND review_status = 'pending' AND review_due_at <= $2 RETURNING user_id`,
    [userId, now],
  );
  return row != null;
}

// Documents -------------------------------------------------------------------------------------

/** A document as answered: where the file is stored stays on the server. */
export const withoutKey = ({ storageKey: _, ...d }: SandboxDocument & { storageKey: string }): SandboxDocument => d;

export const documentsOf = (q: Queryable, userId: string) =>
  q.query<SandboxDocument & { storageKey: string }>(
    `SELECT kind, storage_key AS "storageKey", name, content_type AS "contentType", size, ${isoTs('uploaded_at')} AS "uploadedDate"
       FROM identity_documents WHERE user_id = $1 ORDER BY kind`,
    [userId],
  );

/** Stores the document of this kind, replacing the previous one; answers the replaced file's key. */
export async function putDocument(
  q: Queryable,
  o: { userId: string; kind: IdentityDocumentKind; key: string; name: string; contentType: string; size: number; at: Date },
): Promise<string | null> {
  const old = await one<{ storageKey: string }>(
    q,
    'SELECT storage_key AS "storageKey" FROM identity_documents WHERE user_id = $1 AND kind = $2 FOR UPDATE',
    [o.userId, o.kind],
  );
  await q.query(
    `INSERT INTO identity_documents(user_id, kind, storage_key, name, content_type, size, uploaded_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id, kind) DO UPDATE SET storage_key = EXCLUDED.storage_key, name = EXCLUDED.name,
       content_type = EXCLUDED.content_type, size = EXCLUDED.size, uploaded_at = EXCLUDED.uploaded_at`,
    [o.userId, o.kind, o.key, o.name, o.contentType, o.size, o.at],
  );
  return old?.storageKey ?? null;
}
