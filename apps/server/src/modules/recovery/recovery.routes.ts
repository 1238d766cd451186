import type { FastifyInstance } from 'fastify';
import { REGISTRATION_API, codeParams, emailBody, okAnswer, resetBody } from '@portal/contract';
import { errorResponses, typed } from '../../lib/route';
import { sha256 } from '../../lib/crypto';
import * as service from './recovery.service';

export async function recoveryRoutes(app: FastifyInstance) {
  const r = typed(app);
  const tags = ['auth'];
  const ok = { ok: true as const };
  r.get(REGISTRATION_API.confirmEmail.path, {
    schema: {
      tags,
      summary: 'Confirm an e-mail address with the mailed code',
      params: codeParams,
      response: { 200: okAnswer, 417: errorResponses[417] },
    },
    handler: async (req) => {
      await service.confirmEmail(app.ctx, { code: req.params.code });
      return ok;
    },
  });
  r.post(REGISTRATION_API.resend.path, {
    schema: {
      tags,
      summary: 'Send the confirmation e-mail again (same answer for any e-mail)',
      body: emailBody,
      response: { 200: okAnswer, 417: errorResponses[417] },
    },
    handler: async (req) => {
      await service.resend(app.ctx, { email: req.body.email });
      return ok;
    },
  });
  r.post(REGISTRATION_API.forgotPassword.path, {
    schema: {
      tags,
      summary: 'Mail a password reset link (same answer for any e-mail)',
      body: emailBody,
      response: { 200: okAnswer, 417: errorResponses[417] },
    },
    handler: async (req) => {
      await service.forgotPassword(app.ctx, { email: req.body.email });
      return ok;
    },
  });
  r.post(REGISTRATION_API.resetPassword.path, {
    schema: {
      tags,
      summary: 'Set a new password with the mailed code; ends every other session',
      body: resetBody,
      response: { 200: okAnswer, 417: errorResponses[417] },
    },
    handler: async (req) => {
      await service.resetPassword(app.ctx, { ...req.body, keepTokenHash: req.token ? sha256(req.token) : undefined });
      return ok;
    },
  });
}
