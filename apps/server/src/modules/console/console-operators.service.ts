import {
  LISTS,
  OPERATOR_ACCEPT_ROUTE,
  OPERATOR_INVITATION,
  type AuditAction,
  type ConsoleOperator,
  type ListAnswer,
  type ListQueryInput,
  type OperatorAcceptBody,
  type OperatorInvitation,
  type OperatorInviteBody,
  type OperatorRole,
} from '@portal/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/db';
import { invalid, notFound } from '../../lib/errors';
import { parseListOrThrow, runList } from '../../lib/list/run';
import { randomToken, sha256 } from '../../lib/crypto';
import { hashPassword } from '../../lib/password';
import { publicBase } from '../../infra/mailer';
import { record, type Actor } from '../audit/audit.service';
import * as repo from './console-operators.repository';
import { ALL_PARTNERS } from './console-partners.lists';
import { checkPasswordStrength } from '../../lib/password-policy';

const HOUR = 3_600_000;

/** The role's name in the invitation e-mail's language. */
const ROLE_NAMES: Record<'en' | 'it', Record<OperatorRole, string>> = {
  en: { ADMINISTRATOR: 'Administrator', COMPLIANCE_OFFICER: 'Compliance officer', SUPPORT_AGENT: 'Support agent', FINANCE: 'Finance' },
  it: {
    ADMINISTRATOR: 'Amministratore',
    COMPLIANCE_OFFICER: 'Responsabile compliance',
    SUPPORT_AGENT: 'Operatore di supporto',
    FINANCE: 'Amministrazione',
  },
};

/** Operator administration goes to the platform chain of the audit log (the operator audit shows it). */
const audit = (q: Queryable, at: Date, o: { actor: Actor; action: AuditAction; target: string; changes?: Record<string, unknown> }) =>
  record(q, { partnerId: null, at, ...o });

export const listOperators = (ctx: AppContext, o: { query: ListQueryInput }): Promise<ListAnswer<ConsoleOperator>> =>
  runList(
    { db: ctx.db, spec: repo.CONSOLE_OPERATORS, ownerId: ALL_PARTNERS, map: (op: ConsoleOperator) => op },
    parseListOrThrow(o.query, LISTS.consoleOperators),
  );

/**
 * An Administrator invites an operator with a role: a row without a password and the sha256 of a single-use
 * code valid `OPERATOR_INVITATION.ttlHours`; the invitee gets the link by e-mail only: an inviter holding it could
 * accept it and act as a second operator, defeating four-eyes. Inviting an address again before it accepted renews the link (the old
 * one dies); an address that is an operator already answers 417 operator_exists.
 */
export async function inviteOperator(
  ctx: AppContext,
  o: { body: OperatorInviteBody; inviterId: string | null; actor: Actor },
): Promise<OperatorInvitation> {
  const email = o.body.email.trim();
  const code = randomToken(OPERATOR_INVITATION.codeBytes);
  const at = ctx.now();
  const expiresAt = new Date(at.getTime() + OPERATOR_INVITATION.ttlHours * HOUR);
  const link = `${publicBase(ctx, null)}${OPERATOR_ACCEPT_ROUTE}?code=${encodeURIComponent(code)}&email=${encodeURIComponent(email)}`;
  const language = o.body.language === 'it' ? 'it' : 'en';
  // the invitation and its mail (the outbox) commit together
  const row = await ctx.db.transaction(async (tx) => {
    const r = await repo.upsertInvitation(tx, { email, role: o.body.role, codeHash: sha256(code), expiresAt, invitedBy: o.inviterId });
    if (!r) throw invalid('operator_exists', 'email', email);
    const detail = ROLE_NAMES[language][o.body.role];
    await ctx.mailer.send({ to: email, kind: 'operator_invite', link, agent: null, language, detail }, tx);
    await audit(tx, ctx.now(), { actor: o.actor, action: 'operator.invited', target: r.id, changes: { email, role: o.body.role } });
    return r;
  });
  return { operator: (await repo.operatorById(ctx.db, row.id))! };
}

/**
 * The invitee sets its password with the link's code (single use, for that address, before it expires); its
 * first sign-in then enrols the authenticator, as for the first operator. A wrong, used or expired code, or
 * another address, answers 417 operator_invitation_invalid alike.
 */
export async function acceptInvitation(ctx: AppContext, o: { body: OperatorAcceptBody; actor: Actor }): Promise<{ email: string }> {
  const at = ctx.now();
  const email = o.body.email.trim();
  checkPasswordStrength(o.body.password, { field: 'password', userInputs: [email] });
  const passwordHash = await hashPassword(o.body.password);
  await ctx.db.transaction(async (tx) => {
    const row = await repo.acceptInvitation(tx, { email, codeHash: sha256(o.body.code.trim()), passwordHash, now: at });
    if (!row) throw invalid('operator_invitation_invalid', 'code', '');
    await audit(tx, at, { actor: { ...o.actor, operatorId: row.id }, action: 'operator.invitation_accepted', target: row.id });
  });
  return { email };
}

/**
 * Checks of a change to an operator, in its transaction: it exists, the console keeps an active Administrator
 * (417 last_administrator), and nobody changes its own role or disables itself (417 operator_self).
 */
async function lockForChange(tx: Queryable, o: { id: string; selfId: string | null; keepsAdmin: boolean }) {
  const admins = await repo.lockActiveAdministrators(tx);
  const target = await repo.lockOperator(tx, o.id);
  if (!target) throw notFound('operator');
  if (admins.length === 1 && admins[0] === target.id && !o.keepsAdmin) throw invalid('last_administrator', 'id', o.id);
  if (o.selfId !== null && target.id === o.selfId) throw invalid('operator_self', 'id', o.id);
  return target;
}

/** Changes an operator's role; it applies at its next request (the role is read with the session each time). */
export async function changeRole(
  ctx: AppContext,
  o: { id: string; role: OperatorRole; selfId: string | null; actor: Actor },
): Promise<ConsoleOperator> {
  const at = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const target = await lockForChange(tx, { id: o.id, selfId: o.selfId, keepsAdmin: o.role === 'ADMINISTRATOR' });
    if (target.role !== o.role) {
      await repo.setRole(tx, target.id, o.role);
      await audit(tx, at, {
        actor: o.actor,
        action: 'operator.role_changed',
        target: target.id,
        changes: { from: target.role, to: o.role },
      });
    }
    return (await repo.operatorById(tx, target.id))!;
  });
}

/** Disables an operator (its sessions end at once, it cannot sign in) or enables it again. */
export async function switchOperator(
  ctx: AppContext,
  o: { id: string; disabled: boolean; selfId: string | null; actor: Actor },
): Promise<ConsoleOperator> {
  const at = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const target = await lockForChange(tx, { id: o.id, selfId: o.selfId, keepsAdmin: !o.disabled });
    if ((target.state === 'DISABLED') !== o.disabled) {
      await repo.setDisabled(tx, target.id, o.disabled);
      const action = o.disabled ? 'operator.disabled' : 'operator.enabled';
      await audit(tx, at, { actor: o.actor, action, target: target.id, changes: { email: target.email } });
    }
    return (await repo.operatorById(tx, target.id))!;
  });
}

/** The operator with this e-mail, for the command line. */
export const operatorIdByEmail = async (ctx: AppContext, email: string) => (await repo.findByEmail(ctx.db, email))?.id ?? null;
