import {
  TEAM_MEMBERS_MAX,
  USER_EVENTS,
  teamMemberState,
  teamSignupLink,
  type MemberKeysChoice,
  type TeamMember,
  type TeamMemberChange,
  type TeamMemberList,
} from '@portal/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/db';
import { AppError, invalid, notFound } from '../../lib/errors';
import { randomToken, sha256 } from '../../lib/crypto';
import { isoOrThrow } from '../../lib/dates';
import { publicBase } from '../../infra/mailer';
import { partnerUserIds } from '../user/user.repository';
import { settleMemberKeys } from '../secrets/secrets.service';
import { announceInbox } from '../webhooks/webhooks.notify';
import * as repo from './team.repository';
import { record, type Actor } from '../audit/audit';

/** The invitation code is never answered: it travels only in the mail to the invitee. */
const toMember = (r: repo.MemberRow): TeamMember => ({
  id: r.id,
  email: r.email,
  invitationCode: null,
  registered: r.developer_id != null,
  approved: r.approved,
  disabled: r.disabled,
  role: r.role,
  developerId: r.developer_id,
  createdDate: isoOrThrow(r.created_at),
});

export async function listMembers(ctx: AppContext, o: { partnerId: string }): Promise<TeamMemberList> {
  const rows = await repo.listMembers(ctx.db, o.partnerId);
  return { list: rows.map(toMember), count: rows.length };
}

/** Tells every user of the partner (owner and members) that the team changed: their lists refresh. */
async function notifyTeam(ctx: AppContext, partnerId: string, change: TeamMemberChange): Promise<void> {
  for (const id of await partnerUserIds(ctx.db, partnerId)) ctx.realtime.toUser(id, 'user', USER_EVENTS.teamMember, change);
}

/**
 * Invites a developer: a row in state INVITED with the sha256 of a single-use code, and a branded
 * mail in the owner's language linking to /auth/signup/developer?code=…&email=…. An address already on
 * the team is refused (team_member_exists). An address with an account (of this or another partner)
 * is answered like any other, so the answer tells nothing about other partners' users; registering
 * with its link answers email_taken to the address's owner, so no second account is made.
 */
export async function inviteMember(
  ctx: AppContext,
  o: { partnerId: string; ownerId: string; email: string; role: string; actor: Actor },
): Promise<TeamMember> {
  const email = o.email.trim();
  const code = randomToken(32);
  let row: repo.MemberRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      await repo.lockPartner(tx, o.partnerId);
      if (await repo.memberByEmail(tx, o.partnerId, email)) throw invalid('team_member_exists', 'email', email);
      if ((await repo.countMembers(tx, o.partnerId)) >= TEAM_MEMBERS_MAX)
        throw invalid('too_many_team_members', 'email', String(TEAM_MEMBERS_MAX));
      return repo.insertMember(tx, { partnerId: o.partnerId, email, role: o.role, codeHash: sha256(code), at: ctx.now() });
    });
  } catch (e) {
    if (!(e instanceof AppError) && (e as { code?: string }).code === '23505') throw invalid('team_member_exists', 'email', email);
    throw e;
  }
  const about = (await repo.inviteContext(ctx.db, { partnerId: o.partnerId, userId: o.ownerId }))!;
  try {
    const link = teamSignupLink(publicBase(ctx, about.agent), code, email);
    await ctx.mailer.send({ to: email, kind: 'invite', link, agent: about.agent, language: about.language, company: about.company });
  } catch (e) {
    // no mail, no invitation: the owner may try again
    await repo.deleteMember(ctx.db, row.id);
    throw e;
  }
  // logged once the mail went out: an invitation whose mail failed was withdrawn above
  await record(ctx.db, {
    partnerId: o.partnerId,
    at: ctx.now(),
    actor: o.actor,
    action: 'member.invited',
    target: email,
    changes: { role: o.role },
  });
  await notifyTeam(ctx, o.partnerId, { id: row.id, email, state: 'INVITED' });
  return toMember(row);
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
    locate: (tx: Queryable) => Promise<repo.MemberRow | undefined>;
  },
): Promise<TeamMemberChange> {
  let told: string[] = [];
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
      await repo.setDisabled(tx, { id: m.id, userId: m.developer_id, disabled: false });
      return done(teamMemberState({ approved: m.approved, disabled: false }));
    }
    if (state === 'INVITED') {
      await repo.deleteMember(tx, m.id);
      return done('REMOVED');
    }
    if (state !== 'ACTIVE') throw invalid('action_forbidden', 'state', state);
    await repo.setDisabled(tx, { id: m.id, userId: m.developer_id, disabled: true });
    if (m.developer_id) {
      await repo.endSessions(tx, m.developer_id);
      // the keys the member created are revoked (or handed to the owner) in this same transaction (issue 13)
      const keys = { partnerId: o.partnerId, userId: m.developer_id, member: m.email, choice: o.keys ?? 'revoke', at: ctx.now() };
      told = await settleMemberKeys(tx, keys);
    }
    return done('DISABLED');
  });
  announceInbox(ctx, told);
  // the disabled member's sockets on this process close now; other processes within their sweep
  if (change.state === 'DISABLED')
    await ctx.realtime.sweep().catch((err: Error) => ctx.log.warn({ err }, 'socket sweep after disabling a member failed'));
  await notifyTeam(ctx, o.partnerId, change);
  return change;
}

/** POST …/delete {developerId, email}: Remove an invitation, or Disable an active member. */
export const removeMember = (
  ctx: AppContext,
  o: { partnerId: string; developerId?: string | null; email: string; keys?: MemberKeysChoice; actor: Actor },
) =>
  transition(ctx, {
    partnerId: o.partnerId,
    actor: o.actor,
    verb: 'remove',
    keys: o.keys,
    locate: async (tx) => {
      const m = await repo.memberByEmail(tx, o.partnerId, o.email.trim());
      // a developerId that is not this member's names nobody: 404 like a missing member
      return m && (o.developerId == null || o.developerId.toLowerCase() === m.developer_id) ? m : undefined;
    },
  });

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
