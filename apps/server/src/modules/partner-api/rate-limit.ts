import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PARTNER_API_LIMITS_DEFAULT, RATE_LIMIT_HEADERS as H, type PartnerApiLimits } from '@portal/contract';
import { AppError } from '../../lib/errors';

type Check = ReturnType<FastifyInstance['createRateLimit']>;
type Counted = Extract<Awaited<ReturnType<Check>>, { isAllowed: false }>;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const policy = (l: PartnerApiLimits) =>
  `${l.perKey.max};w=${seconds(l.perKey.windowMs)}, ${l.perPartner.max};w=${seconds(l.perPartner.windowMs)}`;

/** The OpenAPI description's paragraph on limits (appended to the partner API's description). */
export const partnerApiLimitsDescription = `## Rate limits

Signed calls are counted per API key and per partner and environment (all its sandbox keys together, all its live
keys together), in fixed windows. By default a key may
make ${PARTNER_API_LIMITS_DEFAULT.perKey.max} calls per second and a partner ${PARTNER_API_LIMITS_DEFAULT.perPartner.max} \
per second; a bank may set other limits for its brand. Every signed answer carries the headers of the IETF draft
\`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\` (seconds until the window ends) of the limit closest
to running out, and \`RateLimit-Policy\` (\`${policy(PARTNER_API_LIMITS_DEFAULT)}\`: per key, then per partner). A call
over a limit is answered \`429\` \`{"error": "rate_limited", ...}\` with \`Retry-After\` in seconds, does nothing, and is
shown in the request log.`;

/**
 * Partner API rate limits, checked right after the signature (a preValidation hook added
 * after requireSignature's): per key and per partner, with the limits of the partner's brand, on
 * @fastify/rate-limit's store (Redis when REDIS_URL is set, so every process counts together).
 */
export function limitPartnerApi(app: FastifyInstance): void {
  const { ctx } = app;
  const limiters = new Map(
    ctx.brands.list.map((b) => {
      const l = b.partnerApiLimits;
      // while Redis is unreachable the partner API keeps answering without these limits (they share load
      // fairly; they guard no secret); the sign-in limits fail closed instead (503 redis_unavailable)
      const make = (o: PartnerApiLimits['perKey'], key: (r: FastifyRequest) => string) =>
        app.createRateLimit({ max: o.max, timeWindow: o.windowMs, keyGenerator: key, skipOnError: true });
      return [
        b.agent,
        {
          limits: l,
          key: make(l.perKey, (r) => `papi:${b.agent}:key:${r.signed!.secretId}`),
          // each environment has its own partner budget: a sandbox's load never throttles live calls
          partner: make(l.perPartner, (r) => `papi:${b.agent}:partner:${r.signed!.partnerId}:${r.signed!.environment}`),
        },
      ] as const;
    }),
  );
  // a partner's brand does not change: remembered for a while, one query per partner and 5 minutes
  const agents = new Map<string, { agent: string; until: number }>();
  const agentOf = async (partnerId: string) => {
    const known = agents.get(partnerId);
    if (known && known.until > Date.now()) return known.agent;
    const [row] = await ctx.db.query<{ agent: string }>('SELECT agent FROM partners WHERE id = $1', [partnerId]);
    const agent = ctx.brands.get(row?.agent).agent;
    agents.set(partnerId, { agent, until: Date.now() + 300_000 });
    return agent;
  };
  const answer = (reply: FastifyReply, l: PartnerApiLimits, r: Counted) => {
    reply.header(H.limit, r.max);
    reply.header(H.remaining, r.remaining);
    reply.header(H.reset, seconds(r.ttl));
    reply.header(H.policy, policy(l));
  };
  app.addHook('preValidation', async (req, reply) => {
    if (!req.signed) return;
    const l = limiters.get(await agentOf(req.signed.partnerId))!;
    const [byKey, byPartner] = await Promise.all([l.key(req), l.partner(req)]);
    if (byKey.isAllowed || byPartner.isAllowed) return; // no allow list is configured: not reached
    const over = byKey.isExceeded ? byKey : byPartner.isExceeded ? byPartner : null;
    answer(reply, l.limits, over ?? (byKey.remaining <= byPartner.remaining ? byKey : byPartner));
    if (!over) return;
    reply.header(H.retryAfter, seconds(over.ttl));
    const who = over === byKey ? 'this API key' : 'this partner';
    throw new AppError(
      429,
      'rate_limited',
      'CUSTOM_MESSAGE',
      `Too many requests for ${who}: at most ${over.max} per ${seconds(over.timeWindow)} s`,
    );
  });
}
