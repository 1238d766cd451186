import { z } from 'zod/mini';
import { REVIEW_STATUSES } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import { invalid } from '../../../lib/errors';
import { hmacHex } from '../../../lib/crypto';
import type { ApplicantRef, IdentityProvider, ProviderReview } from './provider';

interface SumsubOptions {
  baseUrl: string;
  appToken: string;
  secretKey: string;
  levelName: string;
  /** lifetime of the WebSDK access token */
  ttlSeconds?: number;
  timeoutMs?: number;
  now: () => Date;
  log: FastifyBaseLogger;
  /** remembers the Sumsub applicant id of one of our users */
  rememberApplicant: (userId: string, applicantId: string) => Promise<void>;
  knownApplicant: (userId: string) => Promise<string | null>;
}

const SUMSUB = 'sumsub';

/**
 * Sumsub's app-token request signature: lower-case hex HMAC-SHA256, keyed with the secret key, over
 * the Unix time in seconds, the upper-case method, the path with its query, and the body if any.
 */
function sumsubSignature(secretKey: string, ts: string, method: string, pathWithQuery: string, body = ''): string {
  return hmacHex(secretKey, ts + method.toUpperCase() + pathWithQuery + body);
}

const errorAnswer = z.object({
  description: z.optional(z.string()),
  code: z.optional(z.number()),
  correlationId: z.optional(z.string()),
  errorCode: z.optional(z.number()),
  errorName: z.optional(z.string()),
});
const tokenAnswer = z.object({ token: z.string().check(z.minLength(1)), userId: z.string() });
const applicantAnswer = z.object({ id: z.string().check(z.minLength(1)) });
const reviewResult = z.object({
  reviewAnswer: z.optional(z.enum(['GREEN', 'RED'])),
  rejectLabels: z.optional(z.array(z.string())),
  reviewRejectType: z.optional(z.enum(['FINAL', 'RETRY', 'EXTERNAL'])),
  moderationComment: z.optional(z.string()),
});
const statusAnswer = z.object({
  reviewStatus: z.enum(REVIEW_STATUSES),
  reviewResult: z.optional(reviewResult),
  moderationComment: z.optional(z.string()),
});

/** Sumsub's 404: an applicant not created yet is no failure, anything else missing is. */
class NotFound extends Error {}

/** Sumsub behind the provider interface; every failure is a 417 naming Sumsub and what it said. */
export function sumsubProvider(o: SumsubOptions): IdentityProvider {
  const base = new URL(o.baseUrl);
  const prefix = base.pathname.replace(/\/$/, '');

  async function call<S extends z.ZodMiniType>(
    method: 'GET' | 'POST',
    pathWithQuery: string,
    schema: S,
    body?: unknown,
  ): Promise<z.output<S>> {
    const signedPath = prefix + pathWithQuery;
    const text = body === undefined ? '' : JSON.stringify(body);
    const ts = String(Math.floor(o.now().getTime() / 1000));
    let res: Response;
    try {
      res = await fetch(new URL(signedPath, base.origin), {
        method,
        headers: {
          accept: 'application/json',
          ...(text ? { 'content-type': 'application/json' } : {}),
          'X-App-Token': o.appToken,
          'X-App-Access-Ts': ts,
          'X-App-Access-Sig': sumsubSignature(o.secretKey, ts, method, signedPath, text),
        },
        body: text || undefined,
        signal: AbortSignal.timeout(o.timeoutMs ?? 10_000),
      });
    } catch (err) {
      o.log.warn({ err, path: pathWithQuery }, 'Sumsub unreachable');
      throw invalid('identity_provider_unreachable', SUMSUB, `no answer from ${base.host}: ${(err as Error).message}`);
    }
    const raw = await res.text();
    let json: unknown = null;
    try {
      json = raw ? JSON.parse(raw) : null;
    } catch {
      // not JSON: reported below
    }
    if (!res.ok) {
      const e = errorAnswer.safeParse(json);
      const d = e.success ? e.data : {};
      const name = d.errorName ? ` [${d.errorName}]` : '';
      const ref = d.correlationId ? ` (correlationId ${d.correlationId})` : '';
      const said = `${d.code ?? res.status} ${d.description ?? res.statusText}${name}${ref}`.trim();
      if (res.status === 404) throw new NotFound(said);
      o.log.warn(
        { status: res.status, correlationId: d.correlationId, errorName: d.errorName, path: pathWithQuery },
        'Sumsub refused a call',
      );
      throw invalid('identity_provider_error', SUMSUB, said);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw invalid('identity_provider_error', SUMSUB, `unexpected answer to ${method} ${pathWithQuery.split('?')[0]}`);
    return parsed.data;
  }

  async function applicantId(a: ApplicantRef): Promise<string | null> {
    const known = await o.knownApplicant(a.userId);
    if (known) return known;
    try {
      const found = await call('GET', `/resources/applicants/-;externalUserId=${encodeURIComponent(a.userId)}/one`, applicantAnswer);
      await o.rememberApplicant(a.userId, found.id);
      return found.id;
    } catch (err) {
      if (err instanceof NotFound) return null; // the WebSDK has not created it yet
      throw err;
    }
  }

  const missing = (err: unknown): never => {
    if (err instanceof NotFound) throw invalid('identity_provider_error', SUMSUB, err.message);
    throw err;
  };

  return {
    name: 'sumsub',
    accessToken: (a) =>
      call('POST', '/resources/accessTokens/sdk', tokenAnswer, {
        userId: a.userId,
        levelName: o.levelName,
        ttlInSecs: o.ttlSeconds ?? 600,
        applicantIdentifiers: { email: a.email },
      }).catch(missing),
    async review(a): Promise<ProviderReview> {
      const id = await applicantId(a);
      if (!id) return { reviewStatus: 'init', answer: null, rejectType: null, comment: null };
      const s = await call('GET', `/resources/applicants/${encodeURIComponent(id)}/status`, statusAnswer).catch(missing);
      const r = s.reviewResult;
      const comment = r?.moderationComment ?? s.moderationComment ?? (r?.rejectLabels?.length ? r.rejectLabels.join(', ') : null);
      return {
        reviewStatus: s.reviewStatus,
        answer: r?.reviewAnswer ?? null,
        rejectType: r?.reviewAnswer === 'RED' ? (r.reviewRejectType === 'RETRY' ? 'RETRY' : 'FINAL') : null,
        comment: comment || null,
      };
    },
  };
}
