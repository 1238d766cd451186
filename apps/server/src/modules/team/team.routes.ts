import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TEAM_API as API, TEAM_INVITATIONS_RATE, TEAM_MEMBERS_MAX, type TwoFactorAction } from '@portal/contract';
import { bearer, errorResponses, register } from '../../lib/route';
import { AppError } from '../../lib/errors';
import { partnerOf } from '../../lib/partner-scope';
import { actorOf } from '../audit/audit.service';
import { changeRole, inviteMember, listMembers, recoverMember, removeMember, revokeMember, transferOwnership } from './team.service';

const KEYS_NOTE =
  ' The API keys the member created are revoked in the same transaction (`keys: revoke`, the default), or handed to you' +
  ' (`keys: hand_over`: they keep working and you become their creator); your inbox gets a notice listing them.';

/**
 * Team members of the signed-in partner (customer-portal §4, §7). Every role reads the
 * list (`team.read`); inviting, removing, disabling, recovering and role changes need `team.manage`
 * (Owner, Admin); the handover `team.transfer` (Owner). Another partner's member answers 404.
 */
export async function teamRoutes(app: FastifyInstance) {
  const doc = { tags: ['team'], security: bearer, errors: { ...errorResponses, 403: errorResponses[401] } };
  const owner = { preHandler: app.requirePartner, access: 'team.manage' as const };
  // who may act on the team is sensitive: each change needs a fresh re-authentication (step-up)
  const stepped = (action: TwoFactorAction) => ({ ...owner, preHandler: [app.requirePartner, app.requireStepUp(action)] });
  const actor = (req: FastifyRequest) => ({ id: req.user!.id, role: req.user!.role! });
  register(app, API.list, {
    ...doc,
    summary: 'Your team members, newest first',
    access: 'team.read',
    preHandler: app.requirePartner,
    handler: (req) => listMembers(app.ctx, { partnerId: partnerOf(req) }),
  });
  // invitations per partner and window, counted across processes (the rate-limit store: Redis when set)
  const inviteRate = app.createRateLimit({
    ...TEAM_INVITATIONS_RATE,
    timeWindow: TEAM_INVITATIONS_RATE.windowMs,
    keyGenerator: (r) => `invite:${partnerOf(r)}`,
  });
  const inviteLimited = async (req: FastifyRequest) => {
    const r = await inviteRate(req);
    if (!r.isAllowed && r.isExceeded) throw new AppError(429, 'rate_limited', 'CUSTOM_MESSAGE', 'Too many invitations, try again later');
  };
  register(app, API.invite, {
    ...doc,
    summary: 'Invite a team member (Owner, Admin)',
    description:
      `Mails the address a single-use link to /auth/signup/developer?code=…&email=…;` +
      ` registering with it makes the invitee a member of your partner with the role given (DEVELOPER by default).` +
      ' The answer carries the link (`invitationLink`) this once, to copy; it is never shown again.' +
      ` An address that already has an account elsewhere is answered like any other (nothing tells it apart);` +
      ` its owner cannot register a second account with the link.` +
      ` 417 team_member_exists, too_many_team_members (at most ${TEAM_MEMBERS_MAX});` +
      ` 429 rate_limited beyond ${TEAM_INVITATIONS_RATE.max} invitations an hour.` +
      ` Live event \`team-member\` on /api-user.`,
    errors: { ...doc.errors, 429: errorResponses[417] },
    access: owner.access,
    preHandler: [owner.preHandler, app.requireStepUp('team.invite'), inviteLimited],
    handler: (req) =>
      inviteMember(app.ctx, {
        partnerId: partnerOf(req),
        ownerId: req.user!.id,
        email: req.body.email,
        role: req.body.role,
        actor: actorOf(req),
      }),
  });
  register(app, API.remove, {
    ...doc,
    summary: 'Remove an invitation, or disable an active member (Owner, Admin)',
    description:
      'The member is named by its `id` or its `developerId` (with its `email`).' +
      ' An invited member (not approved, not disabled) is removed and its link stops working;' +
      ' an approved, active member is disabled: signed out at once and refused from then on.' +
      ' 417 action_forbidden for a disabled member (recover it instead).' +
      KEYS_NOTE,
    ...stepped('team.remove'),
    handler: (req) => removeMember(app.ctx, { partnerId: partnerOf(req), ...req.body, actor: actorOf(req) }),
  });
  register(app, API.revoke, {
    ...doc,
    summary: 'Disable a team member (Owner, Admin)',
    description:
      '`id`: the developerId (or the team member id).' +
      ' The member is signed out at once (sessions end, sockets close) and can no longer sign in or read your data.' +
      ' An invitation is withdrawn. 417 action_forbidden when already disabled.' +
      KEYS_NOTE,
    ...stepped('team.remove'),
    handler: (req) => revokeMember(app.ctx, { partnerId: partnerOf(req), id: req.params.id, keys: req.query.keys, actor: actorOf(req) }),
  });
  register(app, API.setRole, {
    ...doc,
    summary: "Change a member's role (Owner, Admin)",
    description:
      '`id`: the developerId (or the team member id). Any role but OWNER (see the handover); applies to the' +
      " member's next request. 417 own_role (your own role), owner_role (the Owner's role).",
    ...stepped('team.role'),
    handler: (req) =>
      changeRole(app.ctx, { partnerId: partnerOf(req), by: actor(req), actor: actorOf(req), id: req.params.id, role: req.body.role }),
  });
  register(app, API.transferOwnership, {
    ...doc,
    summary: 'Hand the ownership to an Admin (Owner)',
    description:
      '`id`: the developerId (or the team member id) of an active Admin. It becomes the Owner, you become an Admin;' +
      " the partner's verification records move with the ownership. 417 not_admin, not_active, own_role." +
      ' Answers your own team row as it is now.',
    access: 'team.transfer',
    preHandler: [app.requirePartner, app.requireStepUp('team.owner')],
    handler: (req) => transferOwnership(app.ctx, { partnerId: partnerOf(req), by: actor(req), actor: actorOf(req), id: req.params.id }),
  });
  register(app, API.recover, {
    ...doc,
    summary: 'Recover a disabled team member (Owner, Admin)',
    description:
      'Not in the specification (which leaves the path open): the counterpart of revoke.' +
      ' `id`: the developerId (or the team member id). The member may sign in again.' +
      ' 417 action_forbidden unless the member is disabled.',
    ...owner,
    handler: (req) => recoverMember(app.ctx, { partnerId: partnerOf(req), id: req.params.id, actor: actorOf(req) }),
  });
}
