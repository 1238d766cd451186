import {
  handoverRefusal,
  roleChangeRefusal,
  TEAM_MEMBERS_MAX,
  USER_EVENTS,
  teamMemberState,
  teamSignupLink,
  type MemberKeysChoice,
  type AssignableRole,
  type ErrorCode,
  type Role,
  type TeamInvitation,
  type TeamMember,
  type TeamMemberChange,
  type TeamMemberList,
} from '@portal/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/db';
import { AppError, invalid, notFound, forbiddenBy } from '../../lib/errors';
import { forgetSessions } from '../../infra/session-cache';
import { randomToken, sha256 } from '../../lib/crypto';
import { publicBase } from '../../infra/mailer';
import { partnerUserIds } from '../user/user.service';
import { settleMemberKeys } from '../secrets/secrets.service';
import { announceInbox } from '../webhooks/webhooks.service';
import * as repo from './team.repository';
import { record, type Actor } from '../audit/audit.service';

export async function listMembers(ctx: AppContext, o: { partnerId: string }): Promise<TeamMemberList> {
  const rows = await repo.listMembers(ctx.db, o.partnerId);
  return { list: rows, count: rows.length };
}

/** Tells every user of the partner (owner and members) that the team changed: their lists refresh. */
async function notifyTeam(ctx: AppContext, partnerId: string, change: TeamMemberChange): Promise<void> {
  for (const id of await partnerUserIds(ctx.db, partnerId)) ctx.realtime.toUser(id, 'user', USER_EVENTS.teamMember, change);
}

/**
 * Invites a member with a role (DEVELOPER unless named): a row in state INVITED with the sha256 of a
 * single-use code, and a branded mail in the inviter's language linking to /auth/signup/developer?code=…&email=….
 * The link is also answered, this once, for the inviter to copy. An address already on the team is refused
 * (team_member_exists). An address with an account (of this or another partner) is answered like any other,
 * so the answer tells nothing about other partners' users; registering with its link answers email_taken
 * to the address's owner, so no second account is made.
 */
export async function inviteMember(
  ctx: AppContext,
  o: { partnerId: string; ownerId: string; email: string; role: AssignableRole; actor: Actor },
): Promise<TeamInvitation> {
  const email = o.email.trim();
  const code = randomToken(32);
  const about = (await repo.inviteContext(ctx.db, { partnerId: o.partnerId, userId: o.ownerId }))!;
  const link = teamSignupLink(publicBase(ctx, about.agent), code, email);
  let row: TeamMember;
  try {
    // the invitation and its mail (the outbox) commit together
    row = await ctx.db.transaction(async (tx) => {
      await repo.lockPartner(tx, o.partnerId);
      if (await repo.memberByEmail(tx, o.partnerId, email)) throw invalid('team_member_exists', 'email', email);
      if ((await repo.countMembers(tx, o.partnerId)) >= TEAM_MEMBERS_MAX)
        throw invalid('too_many_team_members', 'email', String(TEAM_MEMBERS_MAX));
      const member = await repo.insertMember(tx, { partnerId: o.partnerId, email, role: o.role, codeHash: sha256(code), at: ctx.now() });
      await ctx.mailer.send({ to: email, kind: 'invite', link, agent: about.agent, language: about.language, company: about.company }, tx);
      return member;
    });
  } catch (e) {
    if (!(e instanceof AppError) && (e as { code?: string }).code === '23505') throw invalid('team_member_exists', 'email', email);
    throw e;
  }
  await record(ctx.db, {
    partnerId: o.partnerId,
    at: ctx.now(),
    actor: o.actor,
    action: 'member.invited',
    target: email,
    changes: { role: o.role },
  });
  await notifyTeam(ctx, o.partnerId, { id: row.id, email, state: 'INVITED' });
  return { ...row, invitationLink: link };
}

type Verb = 'remove' | 'recover';

/**
 * The state machine of customer-portal §4 in one transaction. `remove` (the delete and revoke calls):
 * an invitation (INVITED) is deleted and its code dies; an ACTIVE member is disabled, its user
 * account too, and all its sessions end. `recover`: a DISABLED member is active again. Any other
 * combination answers 417 action_forbidden naming the member's state.
 */
async function transition(
  ctx: AppContext,
  o: {
    partnerId: string;
    verb: Verb;
    keys?: MemberKeysChoice;
    actor: Actor;
    locate: (tx: Queryable) => Promise<TeamMember | undefined>;
  },
): Promise<TeamMemberChange> {
  let told: string[] = [];
  let endedUser: string | null = null;
  const change = await ctx.db.transaction(async (tx): Promise<TeamMemberChange> => {
    const m = await o.locate(tx);
    if (!m) throw notFound('team member');
    const state = teamMemberState(m);
    // every transition is written to the audit log in its transaction
    const done = async (s: TeamMemberChange['state']) => {
      const action = o.verb === 'recover' ? 'member.recovered' : s === 'REMOVED' ? 'member.removed' : 'member.disabled';
      const changes = { memberId: m.id, from: state, to: s };
      await record(tx, { partnerId: o.partnerId, at: ctx.now(), actor: o.actor, action, target: m.email, changes });
      return { id: m.id, email: m.email, state: s };
    };
    if (o.verb === 'recover') {
      if (state !== 'DISABLED') throw invalid('action_forbidden', 'state', state);
      await repo.setDisabled(tx, { id: m.id, userId: m.developerId, disabled: false });
      return done(teamMemberState({ approved: m.approved, disabled: false }));
    }
    if (state === 'INVITED') {
      await repo.deleteMember(tx, m.id);
      return done('REMOVED');
    }
    if (state !== 'ACTIVE') throw invalid('action_forbidden', 'state', state);
    await repo.setDisabled(tx, { id: m.id, userId: m.developerId, disabled: true });
    if (m.developerId) {
      await repo.endSessions(tx, m.developerId);
      endedUser = m.developerId;
      // the keys the member created are revoked (or handed to the owner) in this same transaction
      const keys = { partnerId: o.partnerId, userId: m.developerId, member: m.email, choice: o.keys ?? 'revoke', at: ctx.now() };
      told = await settleMemberKeys(tx, keys);
    }
    return done('DISABLED');
  });
  if (endedUser) await forgetSessions(ctx, { userId: endedUser });
  announceInbox(ctx, told);
  // the disabled member's sockets on this process close now; other processes within their sweep
  if (change.state === 'DISABLED')
    await ctx.realtime.sweep().catch((err: Error) => ctx.log.warn({ err }, 'socket sweep after disabling a member failed'));
  await notifyTeam(ctx, o.partnerId, change);
  return change;
}

/** POST …/delete {id | developerId, email}: Remove an invitation, or Disable an active member. */
export const removeMember = (
  ctx: AppContext,
  o: { partnerId: string; id?: string; developerId?: string | null; email: string; keys?: MemberKeysChoice; actor: Actor },
) =>
  transition(ctx, {
    partnerId: o.partnerId,
    actor: o.actor,
    verb: 'remove',
    keys: o.keys,
    locate: async (tx) => {
      const m = await repo.memberByEmail(tx, o.partnerId, o.email.trim());
      // an id or developerId that is not this member's names nobody: 404 like a missing member
      if (!m || (o.id != null && o.id.toLowerCase() !== m.id)) return undefined;
      return o.developerId == null || o.developerId.toLowerCase() === m.developerId ? m : undefined;
    },
  });

/** Who asks for a role change: the member's user id and role, read with the session. */
type Changer = { id: string; role: Role };

/** 417 naming the rule the change breaks: own_role, owner_role, invalid_role, not_admin, not_active. */
const refused = (why: string, id: string) => invalid(why as ErrorCode, 'id', id);

/**
 * PUT …/role/{id}: Owner or Admin gives a member another role (never OWNER: that is the handover).
 * Nobody changes its own role; the Owner's role is not changed here. The new role applies to the
 * member's next request (it is read with the session).
 */
export async function changeRole(ctx: AppContext, o: { partnerId: string; by: Changer; actor: Actor; id: string; role: AssignableRole }) {
  const row = await ctx.db.transaction(async (tx) => {
    const m = await repo.memberById(tx, o.partnerId, o.id);
    if (!m) throw notFound('team member');
    const why = roleChangeRefusal({ actor: o.by, target: { id: m.developerId ?? m.id, role: m.role }, to: o.role });
    if (why) throw why === 'forbidden' ? forbiddenBy('team.manage', o.by.role) : refused(why, o.id);
    await repo.setRole(tx, { id: m.id, userId: m.developerId, role: o.role });
    const at = ctx.now();
    const changes = { from: m.role, to: o.role };
    await record(tx, { partnerId: o.partnerId, at, actor: o.actor, action: 'member.role_changed', target: m.email, changes });
    return { ...m, role: o.role };
  });
  await notifyTeam(ctx, o.partnerId, { id: row.id, email: row.email, state: teamMemberState(row) });
  return row;
}

/**
 * POST …/owner/{id}: the Owner hands the ownership to an active Admin and becomes an Admin itself
 * (exactly one owner at every moment). Answers the former owner's new team row.
 */
export async function transferOwnership(ctx: AppContext, o: { partnerId: string; by: Changer; actor: Actor; id: string }) {
  const row = await ctx.db.transaction(async (tx) => {
    await repo.lockPartner(tx, o.partnerId);
    const owner = await repo.lockOwner(tx, o.partnerId);
    const m = await repo.memberById(tx, o.partnerId, o.id);
    if (!m) throw notFound('team member');
    const active = m.developerId != null && teamMemberState(m) === 'ACTIVE';
    const why = handoverRefusal({ actor: o.by, target: { id: m.developerId ?? m.id, role: m.role, active } });
    if (why === 'forbidden' || !owner || owner.id !== o.by.id) throw forbiddenBy('team.transfer', o.by.role);
    if (why) throw refused(why, o.id);
    await record(tx, { partnerId: o.partnerId, at: ctx.now(), actor: o.actor, action: 'owner.changed', target: m.email });
    return repo.handOver(tx, { partnerId: o.partnerId, from: owner, to: m.developerId!, memberId: m.id, at: ctx.now() });
  });
  await notifyTeam(ctx, o.partnerId, { id: row.id, email: row.email, state: 'ACTIVE' });
  return row;
}

/** GET …/revoke/{id}: Disable an active member (an invitation is withdrawn). */
export const revokeMember = (ctx: AppContext, o: { partnerId: string; id: string; keys?: MemberKeysChoice; actor: Actor }) =>
  transition(ctx, {
    partnerId: o.partnerId,
    actor: o.actor,
    verb: 'remove',
    keys: o.keys,
    locate: (tx) => repo.memberById(tx, o.partnerId, o.id),
  });

/** GET …/recover/{id}: Recover a disabled member. */
export const recoverMember = (ctx: AppContext, o: { partnerId: string; id: string; actor: Actor }) =>
  transition(ctx, { partnerId: o.partnerId, actor: o.actor, verb: 'recover', locate: (tx) => repo.memberById(tx, o.partnerId, o.id) });

/**
 * Registration with a team invitation (modules/registration, in its transaction): the developer
 * becomes an approved, active member working on the partner's verification (the owner's KYC
 * tier). Signing in still waits for the e-mail confirmation, as for everyone.
 */
export async function joinTeam(tx: Queryable, o: { memberId: string; userId: string; partnerId: string; ownerTier: number }) {
  await repo.attachMember(tx, o);
  return { partnerId: o.partnerId, memberId: o.memberId };
}

/** After the registration committed: the owner's list shows the new member as active, live. */
export async function announceJoined(ctx: AppContext, o: { partnerId: string; memberId: string }) {
  const email = await repo.memberEmail(ctx.db, o.memberId);
  if (email) await notifyTeam(ctx, o.partnerId, { id: o.memberId, email, state: 'ACTIVE' });
}
