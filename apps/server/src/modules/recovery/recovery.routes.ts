import type { FastifyInstance } from 'fastify';
import { RECOVERY_API as API } from '@portal/contract';
import { errorResponses, register } from '../../lib/route';
import { sha256 } from '../../lib/crypto';
import * as service from './recovery.service';

export async function recoveryRoutes(app: FastifyInstance) {
  const doc = { tags: ['auth'], access: 'public' as const, errors: { 417: errorResponses[417] } };
  const ok = { ok: true as const };
  register(app, API.confirmEmail, {
    ...doc,
    summary: 'Confirm an e-mail address with the mailed code',
    handler: async (req) => {
      await service.confirmEmail(app.ctx, { code: req.params.code });
      return ok;
    },
  });
  register(app, API.resend, {
    ...doc,
    summary: 'Send the confirmation e-mail again (same answer for any e-mail)',
    handler: async (req) => {
      await service.resend(app.ctx, { email: req.body.email });
      return ok;
    },
  });
  register(app, API.forgotPassword, {
    ...doc,
    summary: 'Mail a password reset link (same answer for any e-mail)',
    handler: async (req) => {
      await service.forgotPassword(app.ctx, { email: req.body.email });
      return ok;
    },
  });
  register(app, API.resetPassword, {
    ...doc,
    summary: 'Set a new password with the mailed code; ends every other session',
    handler: async (req) => {
      await service.resetPassword(app.ctx, { ...req.body, keepTokenHash: req.token ? sha256(req.token) : undefined });
      return ok;
    },
  });
}
