import type { FastifyInstance } from 'fastify';
import { API, loginAnswer, loginBody, loggedInAnswer, okAnswer } from '@portal/contract';
import { bearer, errorResponses, typed } from '../../lib/route';
import { unauthorized } from '../../lib/errors';
import * as service from './auth.service';

export async function authRoutes(app: FastifyInstance) {
  const r = typed(app);
  const tags = ['auth'];
  r.post(API.login.path, {
    schema: { tags, summary: 'Sign in', body: loginBody, response: { 200: loginAnswer, 417: errorResponses[417] } },
    handler: (req) => service.login(app.ctx, { body: req.body }),
  });
  r.get(API.logout.path, {
    schema: { tags, summary: 'End the session (server-side)', security: bearer, response: { 200: okAnswer } },
    handler: async (req) => {
      if (req.token) await service.logout(app.ctx, { token: req.token });
      return { ok: true as const };
    },
  });
  r.post(API.refreshToken.path, {
    schema: {
      tags,
      summary: 'Prolong the session; answers the same token',
      security: bearer,
      response: { 200: loginAnswer, ...errorResponses },
    },
    handler: async (req) => {
      if (!req.user || !req.token) throw unauthorized();
      return service.refresh(app.ctx, { token: req.token, email: req.user.email });
    },
  });
  r.get(API.loggedIn.path, {
    schema: { tags, summary: 'Whether the token is a live session', security: bearer, response: { 200: loggedInAnswer } },
    handler: async (req) => ({ loggedIn: req.user != null }),
  });
}
