import type { FastifyInstance } from 'fastify';
import { AUTH_API as API } from '@portal/contract';
import { bearer, errorResponses, register } from '../../lib/route';
import { unauthorized } from '../../lib/errors';
import * as service from './auth.service';
import { actorOf } from '../audit/audit.service';

export async function authRoutes(app: FastifyInstance) {
  const tags = ['auth'];
  register(app, API.login, {
    tags,
    summary: 'Sign in',
    access: 'public',
    errors: { 417: errorResponses[417] },
    handler: (req) => service.login(app.ctx, { body: req.body, actor: actorOf(req) }),
  });
  register(app, API.logout, {
    tags,
    summary: 'End the session (server-side)',
    access: 'public',
    security: bearer,
    errors: {},
    handler: async (req) => {
      if (req.token) await service.logout(app.ctx, { token: req.token });
      return { ok: true as const };
    },
  });
  register(app, API.refreshToken, {
    tags,
    summary: 'Prolong the session; answers the same token',
    access: 'self',
    security: bearer,
    handler: async (req) => {
      if (!req.user || !req.token) throw unauthorized();
      return service.refresh(app.ctx, { token: req.token, email: req.user.email });
    },
  });
  register(app, API.loggedIn, {
    tags,
    summary: 'Whether the token is a live session, and its idle limit',
    description:
      'A session ends after `idleTimeoutMs` without a request. This call and refreshToken do not count as activity: ' +
      'a client polling them keeps no unused session alive.',
    access: 'public',
    security: bearer,
    errors: {},
    handler: async (req) => (req.user ? { loggedIn: true, idleTimeoutMs: app.ctx.env.SESSION_IDLE_MINUTES * 60_000 } : { loggedIn: false }),
  });
}
