import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BACKGROUND_PATHS, ENVIRONMENT_HEADER, can, type RouteAccess } from '@portal/contract';
import type { AppContext } from '../../context';
import { AppError, forbiddenBy, unauthorized } from '../../lib/errors';
import { standingAllows } from '../../lib/standing';
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
    /**
     * preHandler: a valid session of a partner in good standing (its owner verified, not disabled); on a route scoped
     * by environment, in the sandbox, an unverified partner's too.
     */
    requirePartner: (req: FastifyRequest) => Promise<void>;
    /** the check `register()` runs first for a route's `access` */
    checkAccess: (req: FastifyRequest, access: RouteAccess) => Promise<void>;
  }
}

/** `Authorization: Bearer <token>`; the bare token is accepted too (CONTRACTS §4). */
function tokenOf(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : header.trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

const BACKGROUND = new Set(BACKGROUND_PATHS);

/** A route scoped by environment (`register`'s `environment`) asked for the sandbox. */
const inSandbox = (req: FastifyRequest) => req.routeOptions.config?.environment === true && req.headers[ENVIRONMENT_HEADER] === 'sandbox';

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('token', null);
  app.addHook('onRequest', async (req) => {
    const token = tokenOf(req);
    if (!token) return;
    const user = await resolveSession(app.ctx, token, { active: !BACKGROUND.has(req.routeOptions.url ?? '') });
    if (user) {
      req.user = user;
      req.token = token;
    }
  });
  app.decorate('requireUser', async (req: FastifyRequest) => {
    if (!req.user) throw unauthorized();
  });
  const requirePartner = async (req: FastifyRequest) => {
    if (!req.user) throw unauthorized();
    if (inSandbox(req) && req.user.partnerId && standingAllows(req.user.standing, 'sandbox')) return;
    if (!req.user.partnerId || !req.user.wlpId || req.user.standing !== 'VERIFIED') {
      const why = req.user.standing === 'DISABLED' ? 'the partner is disabled' : "the partner's verification (KYC tier 2) is required";
      throw new AppError(403, 'kyc_tier_required', why);
    }
  };
  app.decorate('requirePartner', requirePartner);
  app.decorate('checkAccess', async (req: FastifyRequest, access: RouteAccess) => {
    if (access === 'public') return;
    if (!req.user) throw unauthorized();
    if (access === 'self') return;
    await requirePartner(req);
    if (!can(req.user.role, access)) throw forbiddenBy(access, req.user.role);
  });
});
