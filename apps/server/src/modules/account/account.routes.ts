import type { FastifyInstance } from 'fastify';
import { ACCOUNT_API, changePasswordBody, changePhoneBody, passwordChanged, user } from '@portal/contract';
import { bearer, errorResponses, typed } from '../../lib/route';
import { unauthorized } from '../../lib/errors';
import { changePassword, changePhone } from './account.service';

/** The signed-in user's own profile: phone number and password (spec 001 §7). */
export async function accountRoutes(app: FastifyInstance) {
  const r = typed(app);
  const tags = ['user'];
  r.post(ACCOUNT_API.changePhone.path, {
    schema: {
      tags,
      summary: 'Change your phone number',
      description: '`newPhoneNumber`: + code and number, 4-15 digits in all (e.g. +393471234567). Answers the updated user.',
      security: bearer,
      body: changePhoneBody,
      response: { 200: user, ...errorResponses },
    },
    preHandler: app.requireUser,
    handler: (req) => changePhone(app.ctx, { userId: req.user!.id, newPhoneNumber: req.body.newPhoneNumber }),
  });
  r.post(ACCOUNT_API.changePassword.path, {
    schema: {
      tags,
      summary: 'Change your password',
      description:
        '417 `invalid` (param oldPassword) when the old password is wrong; 417 `unchanged` (param newPassword) when the new one equals it. Every other session of the user ends; the calling session stays.',
      security: bearer,
      body: changePasswordBody,
      response: { 200: passwordChanged, ...errorResponses },
    },
    preHandler: app.requireUser,
    handler: (req) => {
      if (!req.user || !req.token) throw unauthorized();
      return changePassword(app.ctx, { userId: req.user.id, token: req.token, body: req.body });
    },
  });
}
