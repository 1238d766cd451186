import path from 'node:path';
import { z } from 'zod/mini';
import { backupTo } from '../db/backup';
import type { AppContext } from '../context';
import { one } from '../db/db';
import { randomToken, sha256 } from '../lib/crypto';
import { isoTs } from '../lib/list/sql';
import { recentMails, retryMail } from '../infra/mailer';
import { OperatorError, bool, count, parseFlags, required } from './args';
import { partnerIdByEmail } from './partners';
import { bulkSeed } from '../demo/bulk-seed';
import { ticketCommands } from './commands/tickets';
import { faqCommands } from './commands/faq';
import { invoiceCommands } from './commands/invoices';
import { userKyc } from './commands/identity';
import { auditCommands } from './commands/audit';
import { OPERATOR, record } from '../modules/audit/audit';
import { consoleCommands } from './commands/console';
import { partnerIdByWlp, switchPartner } from '../modules/console/console-partners.service';
import { registrationSwitches, setRegistration } from '../modules/console/console-registration';
import { createPartnerAccount } from '../modules/console/console-partner-admin.service';

type Command = (ctx: AppContext, flags: Record<string, string>) => Promise<Record<string, unknown>>;
const email = (v: string) => {
  if (!z.email().safeParse(v).success) throw new OperatorError(`--email "${v}" is not a valid e-mail address`);
  return v;
};

/** `partner disable|enable --wlp WLP-…`: the operator's switch over a partner's standing. */
async function partnerSwitch(ctx: AppContext, f: Record<string, string>, disabled: boolean) {
  const wlpId = required(f, 'wlp');
  const partnerId = await partnerIdByWlp(ctx.db, wlpId);
  if (!partnerId) throw new OperatorError(`no partner with wlpId ${wlpId}`);
  // the console's disable/enable, the same service
  const p = await switchPartner(ctx, { partnerId, disabled, reason: f.reason ?? null, actor: OPERATOR });
  return { updated: 'partner', wlpId: p.wlpId, company: p.company, disabled: p.disabled };
}

const commands: Record<string, Command> = {
  'partner create': async (ctx, f) => {
    const agent = f.agent ?? ctx.brands.defaultAgent;
    if (!ctx.brands.has(agent))
      throw new OperatorError(`--agent "${agent}" names no brand (${ctx.brands.list.map((b) => b.agent).join(', ')})`);
    const password = required(f, 'password');
    if (password.length < 8) throw new OperatorError('--password must have at least 8 characters');
    const input = { email: email(required(f, 'email')), password, company: required(f, 'company'), agent };
    if (await one(ctx.db, 'SELECT 1 FROM users WHERE lower(email) = lower($1)', [input.email])) {
      throw new OperatorError(`a user with e-mail ${input.email} exists already`);
    }
    // the console's "create a partner", the same service
    const p = await createPartnerAccount(ctx, { ...input, actor: OPERATOR });
    return { created: 'partner', partnerId: p.id, userId: p.userId, wlpId: p.wlpId, email: p.email, agent: p.agent };
  },
  'partner disable': (ctx, f) => partnerSwitch(ctx, f, true),
  'partner enable': (ctx, f) => partnerSwitch(ctx, f, false),
  'registration set': async (ctx, f) => {
    const enabled = bool(f, 'enabled');
    if (enabled === undefined) throw new OperatorError('--enabled true|false is required');
    if (!enabled && !f.reason?.trim()) throw new OperatorError('--reason TEXT is required with --enabled false (partners read it)');
    // the console's platform switches, the same service
    const regionRestricted = bool(f, 'region-restricted') ?? (await registrationSwitches(ctx.db)).regionRestricted;
    const state = await setRegistration(ctx, { body: { enabled, reason: f.reason, regionRestricted }, actor: OPERATOR });
    return { updated: 'registration', ...state };
  },
  seed: async (ctx, f) => {
    const target = email(required(f, 'email'));
    const partnerId = await partnerIdByEmail(ctx.db, target);
    if (!partnerId) throw new OperatorError(`no partner user with e-mail ${target}`);
    const max = 50_000_000;
    const o = {
      clients: count(f, 'clients', max),
      accounts: count(f, 'accounts', max),
      cards: count(f, 'cards', max),
      transactions: count(f, 'transactions', max),
    };
    const started = Date.now();
    const integration = (await one<{ wlp_id: string }>(ctx.db, 'SELECT wlp_id FROM partners WHERE id = $1', [partnerId]))!.wlp_id;
    const result = await ctx.db.transaction((tx) => bulkSeed(tx, { partnerId, integration, now: ctx.now(), ...o }));
    return { seeded: target, ...result, ms: Date.now() - started };
  },
  'invitation create': async (ctx, f) => {
    const code = randomToken(16);
    await ctx.db.query('INSERT INTO invitations(code_hash, email) VALUES ($1, $2)', [sha256(code), f.email ? email(f.email) : null]);
    return { created: 'invitation', code, email: f.email ?? null };
  },
  'mail last': async (ctx, f) => {
    const to = email(required(f, 'to'));
    const m = await one<{ subject: string; text: string; links: string[]; sentAt: string }>(
      ctx.db,
      `SELECT subject, text_body AS text, links, ${isoTs('created_at')} AS "sentAt" FROM mails WHERE lower(to_address) = lower($1)
        ORDER BY id DESC LIMIT 1`,
      [to],
    );
    if (!m) throw new OperatorError(`no mail to ${to} in the embedded mailbox`);
    return { to, subject: m.subject, link: m.links[0] ?? null, sentAt: m.sentAt, text: m.text };
  },
  'mail list': async (ctx, f) => {
    const limit = Number(f.limit ?? 50);
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new OperatorError('--limit is a number from 1 to 1000');
    const mails = await recentMails(ctx.db, limit);
    return { mails: mails.map((m) => ({ ...m, createdAt: new Date(m.createdAt).toISOString() })) };
  },
  'mail retry': async (ctx, f) => {
    const id = required(f, 'id');
    if (!(await retryMail(ctx.db, id, ctx.now()))) throw new OperatorError(`no waiting or failed mail with id ${id}`);
    return { retried: id };
  },
  'user kyc': userKyc,
  // the embedded database, copied while the portal runs (restore is the command line's own: the portal is stopped then)
  backup: async (ctx: AppContext, f: Record<string, string>) => backupTo(ctx.db, path.resolve(required(f, 'file'))),
  ...ticketCommands,
  ...faqCommands,
  ...invoiceCommands,
  ...auditCommands,
  ...consoleCommands,
};
/** Commands that only read: not written to the partner's audit log. */
const READ_ONLY = new Set(['audit verify', 'mail last', 'mail list']);
/** Commands whose first argument may come without its flag name. */
const POSITIONAL: Record<string, string> = { 'faq import': 'file', backup: 'file', 'mail retry': 'id' };

const COMMAND_NAMES = Object.keys(commands);

/** Runs one operator command (argv after `npm run admin --`) and answers its JSON line. */
export async function runCommand(ctx: AppContext, argv: string[]): Promise<Record<string, unknown>> {
  const two = argv.slice(0, 2).join(' ');
  const [name, rest] = commands[two] ? [two, argv.slice(2)] : [argv[0] ?? '', argv.slice(1)];
  const command = commands[name];
  if (!command) throw new OperatorError(`unknown command "${argv.join(' ')}"; commands: ${COMMAND_NAMES.join(', ')}`);
  // `faq import FILE`: a leading positional argument becomes its named flag
  const positional = POSITIONAL[name];
  const args = positional && rest[0] && !rest[0].startsWith('--') ? [`--${positional}`, ...rest] : rest;
  const flags = parseFlags(args);
  const result = await command(ctx, flags);
  if (!READ_ONLY.has(name)) await auditOperator(ctx, name, flags);
  return result;
}

/** An operator command on a partner (named by --email or --to) goes to that partner's audit log, without passwords. */
async function auditOperator(ctx: AppContext, name: string, flags: Record<string, string>) {
  const who = flags.email ?? flags.to;
  const partnerId = who ? await partnerIdByEmail(ctx.db, who) : undefined;
  if (!partnerId) return;
  const { password: _password, ...shown } = flags;
  await record(ctx.db, {
    partnerId,
    at: ctx.now(),
    actor: OPERATOR,
    action: 'operator.command',
    target: who,
    changes: { command: name, ...shown },
  });
}
