import { z } from 'zod/mini';
import { email, isoDateTime, newPassword } from '../common/primitives';
import { listAnswer, listQuery } from '../common/list';
import { defineRoutes } from '../common/route';
import { LANGUAGES } from '../common/constants';
import { OPERATOR_ROLES } from './access';
import { CONSOLE } from './constants';

/** Operator invitations: how long an invitation link works. */
export const OPERATOR_INVITATION = { ttlHours: 72, codeBytes: 32 } as const;

/** An operator's state: INVITED until the invitation is accepted (a password set), then ACTIVE or DISABLED. */
export const OPERATOR_STATES = ['INVITED', 'ACTIVE', 'DISABLED'] as const;
export type OperatorState = (typeof OPERATOR_STATES)[number];

export const consoleOperator = z
  .object({
    id: z.string(),
    email,
    role: z.enum(OPERATOR_ROLES),
    state: z.enum(OPERATOR_STATES),
    twoFactorEnrolled: z.boolean(),
    createdDate: isoDateTime,
    lastSignInDate: z.nullable(isoDateTime),
    invitationExpiresDate: z.nullable(isoDateTime).check(z.describe('INVITED: until when the link works')),
  })
  .register(z.globalRegistry, { id: 'ConsoleOperator' });
export type ConsoleOperator = z.infer<typeof consoleOperator>;
export const consoleOperatorList = listAnswer(consoleOperator).register(z.globalRegistry, { id: 'ConsoleOperatorList' });

export const operatorInviteBody = z
  .object({
    email,
    role: z.enum(OPERATOR_ROLES),
    language: z
      .optional(z.enum(LANGUAGES))
      .check(z.describe("the invitation e-mail's language (the inviter's console language; en by default)")),
  })
  .register(z.globalRegistry, { id: 'OperatorInviteBody' });
export type OperatorInviteBody = z.infer<typeof operatorInviteBody>;

/** The invited operator; its link goes to the invitee by e-mail only (an inviter holding it could accept it as a second identity). */
export const operatorInvitation = z.object({ operator: consoleOperator }).register(z.globalRegistry, { id: 'OperatorInvitation' });
export type OperatorInvitation = z.infer<typeof operatorInvitation>;

export const operatorRoleBody = z.object({ role: z.enum(OPERATOR_ROLES) }).register(z.globalRegistry, { id: 'OperatorRoleBody' });
export type OperatorRoleBody = z.infer<typeof operatorRoleBody>;

export const operatorIdParams = z.object({ id: z.string().check(z.maxLength(64), z.describe('the id (uuid) of the operator')) });

export const operatorAcceptBody = z
  .object({
    email,
    code: z.string().check(z.minLength(1), z.maxLength(200), z.describe("the invitation link's code")),
    password: newPassword,
  })
  .register(z.globalRegistry, { id: 'OperatorAcceptBody' });
export type OperatorAcceptBody = z.infer<typeof operatorAcceptBody>;

/* ---------- platform: registration switches ---------- */

export const registrationSwitches = z
  .object({
    enabled: z.boolean().check(z.describe('partners may register')),
    reason: z.nullable(z.string()).check(z.describe('while disabled: shown to partners on the registration page')),
    regionRestricted: z.boolean().check(z.describe('registration refused with region_restricted; the status object reports it')),
  })
  .register(z.globalRegistry, { id: 'RegistrationSwitches' });
export type RegistrationSwitches = z.infer<typeof registrationSwitches>;

export const registrationSwitchesBody = z
  .object({
    enabled: z.boolean(),
    reason: z.optional(z.string().check(z.trim(), z.maxLength(CONSOLE.reasonMax))).check(z.describe('required when enabled is false')),
    regionRestricted: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'RegistrationSwitchesBody' });
export type RegistrationSwitchesBody = z.infer<typeof registrationSwitchesBody>;

/** The console's operator administration and registration switches (Administrators; accepting is public). */
export const CONSOLE_OPERATORS_API = defineRoutes({
  list: { method: 'GET', path: '/api-operator/operators', query: listQuery, responses: { 200: consoleOperatorList } },
  invite: { method: 'POST', path: '/api-operator/operators', body: operatorInviteBody, responses: { 200: operatorInvitation } },
  role: {
    method: 'PUT',
    path: '/api-operator/operators/:id/role',
    params: operatorIdParams,
    body: operatorRoleBody,
    responses: { 200: consoleOperator },
  },
  disable: { method: 'POST', path: '/api-operator/operators/:id/disable', params: operatorIdParams, responses: { 200: consoleOperator } },
  enable: { method: 'POST', path: '/api-operator/operators/:id/enable', params: operatorIdParams, responses: { 200: consoleOperator } },
  accept: {
    method: 'POST',
    path: '/api-operator/auth/accept-invitation',
    body: operatorAcceptBody,
    responses: { 200: z.object({ email }) },
  },
  registration: { method: 'GET', path: '/api-operator/platform/registration', responses: { 200: registrationSwitches } },
  setRegistration: {
    method: 'PUT',
    path: '/api-operator/platform/registration',
    body: registrationSwitchesBody,
    responses: { 200: registrationSwitches },
  },
});
