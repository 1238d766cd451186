import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TEAM_API as API, TEAM_INVITATIONS_RATE, TEAM_MEMBERS_MAX } from '@portal/contract';
import { bearer, errorResponses, register } from '../../lib/route';
import { AppError, forbidden } from '../../lib/errors';
import { partnerOf } from '../auth/auth.plugin';
import { actorOf } from '../audit/audit';
import { inviteMember, listMembers, recoverMember, removeMember, revokeMember } from './team.service';

const OWNER_ONLY = 'only the account owner manages team members';
const KEYS_NOTE =
  ' The API keys the member created are revoked in the same transaction (`keys: revoke`, the default), or handed to you' +
  ' (`keys: hand_over`: they keep working and you become their creator); your inbox gets a notice listing them.';

/**
 * Team members of the signed-in partner (customer-portal §4, §7). Everyone of the partner may read the
 * list; inviting, removing, disabling and recovering are the account owner's (403 otherwise).
 * Another partner's member answers 404, like a missing one.
 */
export async function teamRoutes(app: FastifyInstance) {
  const doc = { tags: ['team'], security: bearer, errors: { ...errorResponses, 403: errorResponses[401] } };
  const owner = [
    app.requirePartner,
    async (req: FastifyRequest) => {
      if (!req.user?.isOwner) throw forbidden(OWNER_ONLY);
    },
  ];
  register(app, API.list, {
    ...doc,
    summary: 'Your team members, newest first',
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
    summary: 'Invite a team member (account owner)',
    description:
      `Mails the address a single-use link to /auth/signup/developer?code=…&email=…;` +
      ` registering with it makes the developer a member of your partner.` +
      ` Role DEVELOPER by default.` +
      ` An address that already has an account elsewhere is answered like any other (nothing tells it apart);` +
      ` its owner cannot register a second account with the link.` +
      ` 417 team_member_exists, too_many_team_members (at most ${TEAM_MEMBERS_MAX});` +
      ` 429 rate_limited beyond ${TEAM_INVITATIONS_RATE.max} invitations an hour.` +
      ` Live event \`team-member\` on /api-user.`,
    errors: { ...doc.errors, 429: errorResponses[417] },
    preHandler: [...owner, inviteLimited],
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
    summary: 'Remove an invitation, or disable an active member (account owner)',
    description:
      'An invited member (not approved, not disabled) is removed and its link stops working;' +
      ' an approved, active member is disabled: signed out at once and refused from then on.' +
      ' 417 action_forbidden for a disabled member (recover it instead).' +
      KEYS_NOTE,
    preHandler: owner,
    handler: (req) =>
      removeMember(app.ctx, {
        partnerId: partnerOf(req),
        developerId: req.body.developerId,
        email: req.body.email,
        keys: req.body.keys,
        actor: actorOf(req),
      }),
  });
  register(app, API.revoke, {
    ...doc,
    summary: 'Disable a team member (account owner)',
    description:
      '`id`: the developerId (or the team member id).' +
      ' The member is signed out at once (sessions end, sockets close) and can no longer sign in or read your data.' +
      ' An invitation is withdrawn. 417 action_forbidden when already disabled.' +
      KEYS_NOTE,
    preHandler: owner,
    handler: (req) => revokeMember(app.ctx, { partnerId: partnerOf(req), id: req.params.id, keys: req.query.keys, actor: actorOf(req) }),
  });
  register(app, API.recover, {
    ...doc,
    summary: 'Recover a disabled team member (account owner)',
    description:
      'Not in the specification (which leaves the path open): the counterpart of revoke.' +
      ' `id`: the developerId (or the team member id). The member may sign in again.' +
      ' 417 action_forbidden unless the member is disabled.',
    preHandler: owner,
    handler: (req) => recoverMember(app.ctx, { partnerId: partnerOf(req), id: req.params.id, actor: actorOf(req) }),
  });
}
