import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { TWO_FACTOR, TWO_FACTOR_API as API, type TwoFactorAction } from '@portal/contract';
import { bearer, errorResponses, register } from '../../lib/route';
import { AppError, unauthorized } from '../../lib/errors';
import * as service from './two-factor.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler (after requireUser/requirePartner): 403 'two factor auth is disabled' when the brand lists the action */
    requireTwoFactor: (action: TwoFactorAction) => preHandlerAsyncHookHandler;
  }
}

const signedIn = (req: FastifyRequest) => {
  if (!req.user) throw unauthorized();
  return req.user;
};

/**
 * Two-factor sign-in of the signed-in user (issue 7) and the `requireTwoFactor(action)` preHandler
 * that routes of brand-protected actions add. Registered before those routes (fastify-plugin: the
 * decorator is visible to the whole app).
 */
export const twoFactorRoutes = fp(async (app: FastifyInstance) => {
  const ctx = app.ctx;
  app.decorate('requireTwoFactor', (action: TwoFactorAction): preHandlerAsyncHookHandler => async (req) => {
    const user = signedIn(req);
    await service.assertTwoFactorFor(ctx, { userId: user.id, agent: user.agent, action });
  });

  // confirm and disable take a code: a few attempts per user and window, like passwords
  const limit = app.createRateLimit({
    max: TWO_FACTOR.attempts.max,
    timeWindow: TWO_FACTOR.attempts.windowMs,
    keyGenerator: (req) => `2fa:${req.user?.id ?? req.ip}`,
  });
  const limited = async (req: FastifyRequest) => {
    const r = await limit(req);
    if (!r.isAllowed && r.isExceeded)
      throw new AppError(429, 'rate_limited', 'CUSTOM_MESSAGE', 'Too many attempts for this account, try again later');
  };

  const doc = { tags: ['two-factor'], security: bearer, access: 'self' as const };
  const limitedErrors = { ...errorResponses, 429: errorResponses[417] };
  register(app, API.status, {
    ...doc,
    summary: 'Whether two-factor sign-in is on, since when, and how many recovery codes are left',
    preHandler: app.requireUser,
    handler: (req) => service.getStatus(ctx, { userId: signedIn(req).id }),
  });
  register(app, API.start, {
    ...doc,
    summary: 'Starts enrolling an authenticator app',
    description:
      'A new TOTP secret (SHA-1, 6 digits, 30 s) with its otpauth URI and QR code.' +
      ' Confirm it with a current code within 15 minutes; starting again replaces it.' +
      ' 417 two_factor_already_enabled when it is on.',
    preHandler: app.requireUser,
    handler: (req) => {
      const user = signedIn(req);
      return service.startEnrolment(ctx, { userId: user.id, email: user.email, agent: user.agent });
    },
  });
  register(app, API.confirm, {
    ...doc,
    summary: 'Turns two-factor sign-in on with a current code',
    description:
      'Answers ten one-time recovery codes, shown this once (the server keeps only their hashes).' +
      ' 417 two_factor_code_invalid, two_factor_not_started.',
    errors: limitedErrors,
    preHandler: [app.requireUser, limited],
    handler: (req) => service.confirmEnrolment(ctx, { userId: signedIn(req).id, code: req.body.code }),
  });
  register(app, API.disable, {
    ...doc,
    summary: 'Turns two-factor sign-in off with a current code or a recovery code',
    description: '417 two_factor_code_invalid, recovery_code_invalid, two_factor_not_enabled.',
    errors: limitedErrors,
    preHandler: [app.requireUser, limited],
    handler: (req) => service.disable(ctx, { userId: signedIn(req).id, code: req.body.code }),
  });
});
