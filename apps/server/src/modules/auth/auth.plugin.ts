import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasPartnerAccess } from '@portal/contract';
import type { AppContext } from '../../context';
import { AppError, unauthorized } from '../../lib/errors';
import { resolveSession } from './auth.service';
import type { SessionUser } from './auth.repository';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    token: string | null;
  }
  interface FastifyInstance {
    ctx: AppContext;
    /** preHandler: a valid session */
    requireUser: (req: FastifyRequest) => Promise<void>;
    /** preHandler: a valid session of a verified partner (tier >= 2 and a wlpId) */
    requirePartner: (req: FastifyRequest) => Promise<void>;
  }
}

/** `Authorization: Bearer <token>`; the bare token is accepted too (CONTRACTS §4). */
function tokenOf(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : header.trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('token', null);
  app.addHook('onRequest', async (req) => {
    const token = tokenOf(req);
    if (!token) return;
    const user = await resolveSession(app.ctx, token);
    if (user) {
      req.user = user;
      req.token = token;
    }
  });
  app.decorate('requireUser', async (req: FastifyRequest) => {
    if (!req.user) throw unauthorized();
  });
  app.decorate('requirePartner', async (req: FastifyRequest) => {
    if (!req.user) throw unauthorized();
    if (!req.user.partnerId || !hasPartnerAccess(req.user)) {
      throw new AppError(403, 'kyc_tier_required', 'verification (KYC tier 2) is required');
    }
  });
});

/** The signed-in partner's id; only call behind requirePartner. */
export function partnerOf(req: FastifyRequest): string {
  if (!req.user?.partnerId) throw unauthorized();
  return req.user.partnerId;
}
