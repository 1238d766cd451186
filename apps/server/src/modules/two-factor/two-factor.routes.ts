import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { TWO_FACTOR, TWO_FACTOR_API as API, type TwoFactorAction } from '@portal/contract';
import { bearer, errorResponses, register } from '../../lib/route';
import { AppError, unauthorized } from '../../lib/errors';
import { sha256 } from '../../lib/crypto';
import { actorOf } from '../audit/audit.service';
import * as service from './two-factor.service';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler of a sensitive action (after requireUser/requirePartner): 403 'two factor auth is disabled'
     * when the brand lists the action and two-factor is off; 403 step_up_required when two-factor is on and
     * no code was entered in this session within the last 5 minutes. One line per route: `app.requireStepUp('secrets.delete')`.
     */
    requireStepUp: (action: TwoFactorAction) => preHandlerAsyncHookHandler;
    /** The same check inside a handler, for actions that are sensitive only sometimes (resending a delivery that succeeded). */
    checkStepUp: (req: FastifyRequest, action: TwoFactorAction) => Promise<void>;
  }
}

const signedIn = (req: FastifyRequest) => {
  if (!req.user) throw unauthorized();
  return req.user;
};
const tokenHashOf = (req: FastifyRequest) => {
  if (!req.token) throw unauthorized();
  return sha256(req.token);
};
const acting = (req: FastifyRequest) => ({ partnerId: signedIn(req).partnerId, actor: actorOf(req) });

/**
 * Two-factor sign-in of the signed-in user, step-up, and the `requireStepUp(action)` preHandler
 * that routes of sensitive actions add. Registered before those routes (fastify-plugin: the
 * decorator is visible to the whole app).
 */
export const twoFactorRoutes = fp(async (app: FastifyInstance) => {
  const ctx = app.ctx;
  const checkStepUp = async (req: FastifyRequest, action: TwoFactorAction) => {
    const user = signedIn(req);
    await service.assertStepUp(ctx, { userId: user.id, agent: user.agent, tokenHash: tokenHashOf(req), action });
  };
  app.decorate('checkStepUp', checkStepUp);
  app.decorate(
    'requireStepUp',
    (action: TwoFactorAction): preHandlerAsyncHookHandler =>
      (req) =>
        checkStepUp(req, action),
  );

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
    summary: 'Starts enrolling an authenticator app (asks for the password)',
    description:
      'A new TOTP secret (SHA-1, 6 digits, 30 s) with its otpauth URI and QR code. 417 invalid (param password) for a wrong password.' +
      ' Confirm it with a current code within 15 minutes; starting again replaces it.' +
      ' 417 two_factor_already_enabled when it is on.',
    errors: limitedErrors,
    preHandler: [app.requireUser, limited],
    handler: (req) => {
      const user = signedIn(req);
      return service.startEnrolment(ctx, { userId: user.id, email: user.email, agent: user.agent, password: req.body.password });
    },
  });
  register(app, API.confirm, {
    ...doc,
    summary: 'Turns two-factor sign-in on with a current code',
    description:
      'Answers ten one-time recovery codes, shown this once (the server keeps only their hashes).' +
      ' Every other session of the user ends. 417 two_factor_code_invalid, two_factor_not_started.',
    errors: limitedErrors,
    preHandler: [app.requireUser, limited],
    handler: (req) =>
      service.confirmEnrolment(ctx, { ...acting(req), userId: signedIn(req).id, code: req.body.code, tokenHash: tokenHashOf(req) }),
  });
  register(app, API.disable, {
    ...doc,
    summary: 'Turns two-factor sign-in off with a current code or a recovery code',
    description: '417 two_factor_code_invalid, recovery_code_invalid, two_factor_not_enabled.',
    errors: limitedErrors,
    preHandler: [app.requireUser, limited],
    handler: (req) => service.disable(ctx, { ...acting(req), userId: signedIn(req).id, code: req.body.code }),
  });
  register(app, API.stepUp, {
    ...doc,
    summary: 'Step-up: confirms sensitive actions for the next 5 minutes with a current code, or the password',
    description:
      'Sensitive actions (creating, rolling or deleting an API secret; creating, changing or deleting a webhook, revealing or' +
      ' rolling its secret, recovering failed deliveries, resending one that already succeeded; inviting, removing or disabling' +
      ' a team member, changing a role or the owner) answer 403 step_up_required when the user did not re-authenticate in' +
      ' this session within the last 5 minutes (signing in counts). With two-factor on, send `code` (a current code, or a' +
      ' recovery code, which is then spent); with it off, `password` (a password is not accepted in place of a code). Then' +
      ' repeat the action. Turning two-factor off takes its code in its own body.' +
      ' 417 two_factor_code_invalid, recovery_code_invalid, two_factor_required (param code),' +
      ' validation_error (no password) or invalid (param password).',
    errors: limitedErrors,
    preHandler: [app.requireUser, limited],
    handler: (req) => service.stepUp(ctx, { userId: signedIn(req).id, ...req.body, tokenHash: tokenHashOf(req) }),
  });
});
