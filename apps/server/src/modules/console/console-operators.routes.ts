import type { FastifyInstance } from 'fastify';
import { CONSOLE_OPERATORS_API as API, LISTS, describeList } from '@portal/contract';
import { errorResponses } from '../../lib/route';
import { operatorOf, registerOperator } from './console.access';
import { operatorActor } from './console-auth.service';
import * as operators from './console-operators.service';
import { registrationSwitches, setRegistration } from './console-registration';

/** Operator administration and the registration switches of the console. */
export async function consoleOperatorsRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  registerOperator(app, API.list, {
    summary: 'Every operator: role, state (INVITED, ACTIVE, DISABLED), authenticator, last sign-in',
    description: describeList(LISTS.consoleOperators, 'q: the e-mail; role: an operator role; state: INVITED, ACTIVE or DISABLED.'),
    access: 'operators.manage',
    handler: (req) => operators.listOperators(ctx, { query: req.query }),
  });
  registerOperator(app, API.invite, {
    summary: 'Invite an operator with a role',
    description:
      'The invitee gets an e-mail with a single-use link (72 hours) to set its password. The link is never answered: an ' +
      'Administrator holding it could accept it and act as a second operator, defeating four-eyes. ' +
      'Its first sign-in enrols the authenticator. Inviting a pending address again renews its link; ' +
      'an existing operator answers 417 operator_exists.',
    access: 'operators.manage',
    stepUp: true,
    handler: (req) => operators.inviteOperator(ctx, { body: req.body, inviterId: operatorOf(req).id, actor: operatorActor(req) }),
  });
  registerOperator(app, API.role, {
    summary: "Change an operator's role (applies at its next request)",
    description: 'Nobody changes its own role (417 operator_self); the last active Administrator keeps its role (417 last_administrator).',
    access: 'operators.manage',
    handler: (req) =>
      operators.changeRole(ctx, { id: req.params.id, role: req.body.role, selfId: operatorOf(req).id, actor: operatorActor(req) }),
  });
  for (const [route, disabled] of [
    [API.disable, true],
    [API.enable, false],
  ] as const) {
    registerOperator(app, route, {
      summary: disabled ? 'Disable an operator: its sessions end at once' : 'Enable an operator again',
      description: disabled ? 'Not oneself (417 operator_self), not the last active Administrator (417 last_administrator).' : undefined,
      access: 'operators.manage',
      handler: (req) =>
        operators.switchOperator(ctx, { id: req.params.id, disabled, selfId: operatorOf(req).id, actor: operatorActor(req) }),
    });
  }
  registerOperator(app, API.accept, {
    summary: "Accept an operator invitation: set the password with the link's code",
    description:
      'Single use, for the invited address, before it expires; otherwise 417 operator_invitation_invalid. Then sign in (enrolment).',
    access: 'public',
    errors: { 417: errorResponses[417] },
    handler: (req) => operators.acceptInvitation(ctx, { body: req.body, actor: operatorActor(req) }),
  });
  registerOperator(app, API.registration, {
    summary: 'The registration switches: enabled (with the reason when not) and the region restriction',
    access: 'self',
    handler: () => registrationSwitches(ctx.db),
  });
  registerOperator(app, API.setRegistration, {
    summary: 'Turn registration on or off (with a reason) and the region restriction',
    description:
      'While disabled, registration answers 417 registration_disabled with the reason and the status object reports it; ' +
      'while region restricted, 417 region_restricted. Off needs a reason (417 naming reason).',
    access: 'platform.manage',
    handler: (req) => setRegistration(ctx, { body: req.body, actor: operatorActor(req) }),
  });
}
