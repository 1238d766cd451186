import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PARTNER_API, SIGNATURE_HEADERS, type Environment, type PartnerScope } from '@portal/contract';
import { AppError, invalid } from '../../lib/errors';
import { partnerStanding, standingAllows } from '../../lib/standing';
import { verifySignedRequest, type SignedCaller, type Verdict } from './signing.verify';

declare module 'fastify' {
  interface FastifyRequest {
    /** the partner of a correctly signed request (partner API routes only) */
    signed: SignedCaller | null;
    /** the exact body bytes as text, for the signature */
    rawBody: string;
    /** a body that could not be read as JSON; reported after the signature is checked */
    bodyProblem: string | null;
    /** what the request log records about this call */
    verdict: Verdict | null;
  }
}

/** The scope each partner API route needs, by method and route path (declared next to its descriptor). */
const SCOPES = new Map<string, PartnerScope>(Object.values(PARTNER_API).map((r) => [`${r.method} ${r.path}`, r.scope]));
const scopeOf = (req: FastifyRequest) => (req.routeOptions.url ? (SCOPES.get(`${req.method} ${req.routeOptions.url}`) ?? null) : null);

const headerValue = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || undefined;

/**
 * Makes every route of the calling (encapsulated) scope a signed route: the body is kept as the
 * exact text that was signed, and the signature is verified before the body is validated, so an
 * unsigned request always answers 401 naming its reason, never a validation error.
 */
export function requireSignature(app: FastifyInstance): void {
  app.decorateRequest('signed', null);
  app.decorateRequest('rawBody', '');
  app.decorateRequest('bodyProblem', null);
  app.decorateRequest('verdict', null);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (req: FastifyRequest, body, done) => {
    const text = body as string;
    req.rawBody = text;
    if (text === '') return done(null, undefined);
    if (!/^application\/([\w.+-]+\+)?json\b/i.test(req.headers['content-type'] ?? '')) {
      req.bodyProblem = 'the body must be JSON sent with content-type application/json';
      return done(null, undefined);
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      req.bodyProblem = 'the body is not valid JSON';
      done(null, undefined);
    }
  });
  app.addHook('preValidation', async (req) => {
    const verdict = await verifySignedRequest(app.ctx, {
      token: headerValue(req.headers[SIGNATURE_HEADERS.token]),
      ts: headerValue(req.headers[SIGNATURE_HEADERS.timestamp]),
      sig: headerValue(req.headers[SIGNATURE_HEADERS.signature]),
      method: req.method,
      pathWithQuery: req.url,
      body: req.rawBody,
      ip: req.ip,
      need: scopeOf(req),
    });
    req.verdict = verdict;
    if (!verdict.ok) throw new AppError(verdict.status, verdict.code, verdict.reason);
    req.signed = verdict.caller;
    // the partner's standing now: a live key needs its owner verified, any key a partner not disabled by the operator
    const standing = await partnerStanding(app.ctx.db, verdict.caller.partnerId);
    if (!standingAllows(standing, verdict.caller.environment)) {
      throw new AppError(
        403,
        'partner_not_verified',
        standing === 'DISABLED' ? 'the partner is disabled' : "the partner's verification is not complete",
      );
    }
    if (req.bodyProblem) throw invalid('validation_error', 'body', req.bodyProblem);
  });
}

/** The partner and the environment of a signed request's key: what every read and write of the call is scoped to. */
export function signedScope(req: FastifyRequest): { partnerId: string; environment: Environment } {
  if (!req.signed) throw new AppError(401, 'missing_headers', 'this call must be signed');
  return { partnerId: req.signed.partnerId, environment: req.signed.environment };
}
