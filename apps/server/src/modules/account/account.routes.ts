import type { FastifyInstance } from 'fastify';
import { ACCOUNT_API as API } from '@portal/contract';
import { bearer, register } from '../../lib/route';
import { unauthorized } from '../../lib/errors';
import { changePassword, changePhone } from './account.service';
import { actorOf } from '../audit/audit.service';

/** The signed-in user's own profile: phone number and password (customer-portal §7). */
export async function accountRoutes(app: FastifyInstance) {
  const doc = { tags: ['user'], security: bearer, access: 'self' as const };
  register(app, API.changePhone, {
    ...doc,
    summary: 'Change your phone number',
    description: '`newPhoneNumber`: + code and number, 4-15 digits in all (e.g. +393471234567). Answers the updated user.',
    preHandler: app.requireUser,
    handler: (req) =>
      changePhone(app.ctx, {
        userId: req.user!.id,
        partnerId: req.user!.partnerId,
        newPhoneNumber: req.body.newPhoneNumber,
        actor: actorOf(req),
      }),
  });
  register(app, API.changePassword, {
    ...doc,
    summary: 'Change your password',
    description:
      '417 `invalid` (param oldPassword) when the old password is wrong;' +
      ' 417 `unchanged` (param newPassword) when the new one equals it;' +
      ' 417 `password_breached` or `password_weak` (param newPassword) for a common or easily guessed one;' +
      ' 429 `rate_limited` after 10 wrong old passwords of the user within 15 minutes.' +
      ' Every other session of the user ends; the calling session stays.',
    preHandler: app.requireUser,
    handler: (req) => {
      if (!req.user || !req.token) throw unauthorized();
      return changePassword(app.ctx, {
        userId: req.user.id,
        email: req.user.email,
        partnerId: req.user.partnerId,
        token: req.token,
        body: req.body,
        actor: actorOf(req),
      });
    },
  });
}
