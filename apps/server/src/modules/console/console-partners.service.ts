import {
  LISTS,
  USER_EVENTS,
  type Environment,
  type ConsolePartner,
  type ConsolePartnerDetail,
  type ListAnswer,
  type ListQueryInput,
} from '@portal/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import { AppError, invalid, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { parseListOrThrow, runList } from '../../lib/list/run';
import { record, type Actor } from '../audit/audit.service';
import { ALL_PARTNERS, CONSOLE_PARTNERS } from './console-partners.lists';
import * as repo from './console-partners.repository';

export const listPartners = (ctx: AppContext, o: { query: ListQueryInput }): Promise<ListAnswer<ConsolePartner>> =>
  runList(
    { db: ctx.db, spec: CONSOLE_PARTNERS, ownerId: ALL_PARTNERS, map: (p: ConsolePartner) => p },
    parseListOrThrow(o.query, LISTS.consolePartners),
  );

async function partnerRow(q: Queryable, partnerId: string) {
  if (!isUuid(partnerId)) return undefined;
  return one<ConsolePartner>(q, `SELECT ${CONSOLE_PARTNERS.select} FROM partners p WHERE p.id = $1`, [partnerId]);
}

/** Everything the console shows of one partner; 404 for an unknown id. */
export async function partnerDetail(ctx: AppContext, o: { partnerId: string }): Promise<ConsolePartnerDetail> {
  const row = await partnerRow(ctx.db, o.partnerId);
  if (!row) throw notFound('partner');
  const id = row.id;
  const [company, members, invitations, keys, webhooks, invoices, tickets, counts] = await Promise.all([
    repo.companyOf(ctx.db, id),
    repo.membersOf(ctx.db, id),
    repo.invitationsOf(ctx.db, { partnerId: id, ttlDays: ctx.env.TEAM_INVITATION_TTL_DAYS }),
    repo.keysOf(ctx.db, id),
    repo.webhooksOf(ctx.db, id),
    repo.invoicesOf(ctx.db, id),
    repo.ticketCountsOf(ctx.db, id),
    repo.dataCountsOf(ctx.db, id),
  ]);
  const count = (e: Environment, list: string) => counts.find((c) => c.environment === e && c.list === list)?.n ?? 0;
  const inEnvironment = (e: Environment) => ({
    clients: count(e, 'clients'),
    accounts: count(e, 'accounts'),
    cards: count(e, 'cards'),
    transactions: count(e, 'transactions'),
    keys: keys.filter((k) => k.environment === e).length,
    webhooks: webhooks.filter((w) => w.environment === e).length,
  });
  return {
    partner: { ...row, disabledReason: company?.disabledReason ?? null },
    company: company?.company ?? { name: null, regNumber: null, address: null, country: null },
    members,
    invitations,
    keys,
    webhooks,
    invoices,
    tickets,
    environments: { live: inEnvironment('live'), sandbox: inEnvironment('sandbox') },
  };
}

/** Tells every signed-in member to read its user and status again: the gate shows at once. */
async function tellMembers(ctx: AppContext, partnerId: string) {
  const members = await ctx.db.query<{ id: string }>('SELECT id::text FROM users WHERE partner_id = $1', [partnerId]);
  for (const m of members) ctx.realtime.toUser(m.id, 'user', USER_EVENTS.update, { kind: 'standing' });
}

/**
 * Disables or enables a partner (the standing gate: every member gated at its next request,
 * signed calls 403, webhooks held), with its reason, in the partner's audit log ("operator" as actor).
 * The console and `npm run admin -- partner disable|enable` both call this.
 */
export async function switchPartner(
  ctx: AppContext,
  o: { partnerId: string; disabled: boolean; reason: string | null; actor: Actor },
): Promise<{ id: string; wlpId: string | null; company: string; disabled: boolean }> {
  const p = await ctx.db.transaction(async (tx) => {
    const row = isUuid(o.partnerId)
      ? await repo.setDisabled(tx, { partnerId: o.partnerId, disabled: o.disabled, reason: o.reason })
      : undefined;
    if (!row) throw notFound('partner');
    await record(tx, {
      partnerId: row.id,
      at: ctx.now(),
      actor: o.actor,
      action: o.disabled ? 'partner.disabled' : 'partner.enabled',
      target: row.wlpId ?? row.id,
      changes: { reason: o.reason },
    });
    return row;
  });
  await tellMembers(ctx, p.id);
  return p;
}

/**
 * Moves a partner (and its members) to another brand; 417 naming `agent` for a brand that does not exist, 409
 * brand_change_review_pending while a member's verification waits for the bank.
 */
export async function changeBrand(ctx: AppContext, o: { partnerId: string; agent: string; actor: Actor }) {
  if (!ctx.brands.has(o.agent)) throw invalid('invalid', 'agent', o.agent);
  const row = await partnerRow(ctx.db, o.partnerId);
  if (!row) throw notFound('partner');
  if (row.agent !== o.agent) {
    await ctx.db.transaction(async (tx) => {
      // a brand carries review rules (four-eyes): it stays put while one of the partner's verifications waits
      if (await repo.lockForBrandChange(tx, row.id)) throw new AppError(409, 'brand_change_review_pending', 'agent', o.agent);
      await repo.setAgent(tx, { partnerId: row.id, agent: o.agent });
      const changes = { agent: { from: row.agent, to: o.agent } };
      await record(tx, { partnerId: row.id, at: ctx.now(), actor: o.actor, action: 'partner.brand_changed', target: row.wlpId, changes });
    });
    await tellMembers(ctx, row.id);
  }
  return partnerDetail(ctx, { partnerId: row.id });
}

export { partnerIdByWlp } from './console-partners.repository';
