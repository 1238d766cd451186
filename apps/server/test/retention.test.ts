import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OTHER, buildTestApp, type TestApp } from './helpers/build';
import { partnerIdByEmail } from '../src/cli/partners';
import { RETENTION_BATCH, RETENTION_RULES, runRetention } from '../src/modules/retention/retention.service';

// Retention: every table that grows without end loses its old rows, in batches, on the
// clock every service reads; a row one minute younger than its cut-off stays.
let t: TestApp;
// the clock stands still at the start of the file; the seeded rows are as young as that
const NOW = new Date();
const DAY = 86_400_000;
const MIN = 60_000;
beforeAll(async () => {
  t = await buildTestApp();
  t.setNow(NOW);
});
afterAll(() => t.close());

const q = (sql: string, params: unknown[] = []) => t.ctx.db.query(sql, params);
const count = async (table: string) => (await t.ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

/** Writes one row of `table` whose age column is at `at`, marked old or young; returns a query counting the marked rows. */
async function row(table: string, at: Date, mark: 'old' | 'young', ids: { partner: string; user: string; webhook: string }) {
  const tag = `ret-${mark}-${crypto.randomUUID()}`;
  const ts = at.toISOString();
  switch (table) {
    case 'sessions':
      await q('INSERT INTO sessions(token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $3)', [tag, ids.user, ts]);
      return `SELECT count(*)::int AS n FROM sessions WHERE token_hash = '${tag}'`;
    case 'operator_sessions': {
      const [op] = await t.ctx.db.query<{ id: string }>(
        "INSERT INTO operators(email, password_hash, role) VALUES ($1, 'x', 'FINANCE') RETURNING id::text",
        [`${tag}@bank.test`],
      );
      await q('INSERT INTO operator_sessions(token_hash, operator_id, created_at, expires_at) VALUES ($1, $2, $3, $3)', [tag, op!.id, ts]);
      return `SELECT count(*)::int AS n FROM operator_sessions WHERE token_hash = '${tag}'`;
    }
    case 'email_codes':
      await q(`INSERT INTO email_codes(code_hash, user_id, purpose, expires_at, used_at) VALUES ($1, $2, 'reset', $3, $4)`, [
        tag,
        ids.user,
        ts,
        mark === 'old' ? ts : null,
      ]);
      return `SELECT count(*)::int AS n FROM email_codes WHERE code_hash = '${tag}'`;
    case 'partner_api_nonces':
      await q('INSERT INTO partner_api_nonces(secret_id, ts, signature, expires_at) VALUES ($1, 1, $2, $3)', [
        crypto.randomUUID(),
        tag,
        ts,
      ]);
      return `SELECT count(*)::int AS n FROM partner_api_nonces WHERE signature = '${tag}'`;
    case 'partner_idempotency_keys':
      await q(
        `INSERT INTO partner_idempotency_keys(partner_id, key, fingerprint, status, body, created_at) VALUES ($1, $2, 'f', 201, '{}', $3)`,
        [ids.partner, tag, ts],
      );
      return `SELECT count(*)::int AS n FROM partner_idempotency_keys WHERE key = '${tag}'`;
    case 'partner_api_requests':
      await q(
        `INSERT INTO partner_api_requests(partner_id, method, path, status, duration_ms, created_at) VALUES ($1, 'GET', $2, 200, 1, $3)`,
        [ids.partner, tag, ts],
      );
      return `SELECT count(*)::int AS n FROM partner_api_requests WHERE path = '${tag}'`;
    case 'partner_api_unverified':
      await q('INSERT INTO partner_api_unverified(hour, partner_id, reason, calls) VALUES ($1, $2, $3, 1)', [ts, ids.partner, tag]);
      return `SELECT count(*)::int AS n FROM partner_api_unverified WHERE reason = '${tag}'`;
    case 'mails':
      await q(`INSERT INTO mails(to_address, subject, text_body, html_body, created_at) VALUES ($1, 's', 't', 'h', $2)`, [tag, ts]);
      return `SELECT count(*)::int AS n FROM mails WHERE to_address = '${tag}'`;
    case 'webhook_deliveries': {
      const [d] = await t.ctx.db.query<{ id: string }>(
        `INSERT INTO webhook_deliveries(webhook_id, partner_id, event_id, event_type, body, status, created_at)
         SELECT id, partner_id, gen_random_uuid(), $2, '{}', 'SUCCEEDED', $3 FROM webhooks WHERE id = $1 RETURNING id`,
        [ids.webhook, tag, ts],
      );
      for (const attempt of [1, 2])
        await q('INSERT INTO webhook_attempts(delivery_id, attempt, attempted_at, duration_ms, succeeded) VALUES ($1, $2, $3, 5, $4)', [
          d!.id,
          attempt,
          ts,
          attempt === 2,
        ]);
      // the delivery with its two attempts: 2 while it is there, 0 once it went
      return `SELECT count(*)::int AS n FROM webhook_deliveries d
                JOIN webhook_attempts a ON a.delivery_id = d.id WHERE d.event_type = '${tag}'`;
    }
    case 'outbox_events':
      await q(`INSERT INTO outbox_events(partner_id, type, entity, event_time) VALUES ($1, $2, '{}', $3)`, [ids.partner, tag, ts]);
      return `SELECT count(*)::int AS n FROM outbox_events WHERE type = '${tag}'`;
    default:
      throw new Error(`no test row for ${table}`);
  }
}

describe('retention', () => {
  it('deletes the rows of every table past their period, and nothing younger', async () => {
    const partner = (await partnerIdByEmail(t.ctx.db, DEMO.email))!;
    const other = (await partnerIdByEmail(t.ctx.db, OTHER.email))!;
    const [user] = await t.ctx.db.query<{ id: string }>('SELECT id FROM users WHERE partner_id = $1 LIMIT 1', [partner]);
    // the webhook belongs to the other partner, so the outbox rows of the demo partner fan out to no delivery
    const [hook] = await t.ctx.db.query<{ id: string }>(
      `INSERT INTO webhooks(partner_id, url, secret_encrypted) VALUES ($1, 'https://93.184.215.14/h', 'x') RETURNING id`,
      [other],
    );
    const ids = { partner, user: user!.id, webhook: hook!.id };
    const checks: Array<{ table: string; old: string; young: string }> = [];
    for (const rule of RETENTION_RULES) {
      const cutoff = NOW.getTime() - rule.keepMs(t.ctx.env);
      checks.push({
        table: rule.table,
        old: await row(rule.table, new Date(cutoff - MIN), 'old', ids),
        young: await row(rule.table, new Date(cutoff + MIN), 'young', ids),
      });
    }
    // an on-hold delivery as old as the oldest: still to be sent when its webhook is enabled, so kept
    await q(
      `INSERT INTO webhook_deliveries(webhook_id, partner_id, event_id, event_type, body, status, next_attempt_at, created_at)
       VALUES ($1, $2, gen_random_uuid(), 'held', '{}', 'PENDING', NULL, $3)`,
      [hook!.id, other, new Date(NOW.getTime() - 400 * DAY).toISOString()],
    );
    const before = Object.fromEntries(await Promise.all(RETENTION_RULES.map(async (r) => [r.table, await count(r.table)] as const)));
    const attemptsBefore = await count('webhook_attempts');

    const deleted = await runRetention(t.ctx);

    for (const c of checks) {
      const n = async (sql: string) => (await t.ctx.db.query<{ n: number }>(sql))[0]!.n;
      expect(await n(c.old), `${c.table}: old row`).toBe(0);
      expect(await n(c.young), `${c.table}: young row`).toBeGreaterThan(0);
      // exactly the one old row went: nothing else (seeded rows included) was touched
      expect(deleted[c.table], c.table).toBe(1);
      expect(await count(c.table), c.table).toBe(before[c.table]! - 1);
    }
    expect(await count('webhook_attempts')).toBe(attemptsBefore - 2);
    expect(await count(`webhook_deliveries WHERE event_type = 'held'`)).toBe(1);
    // the defaults, as documented
    const period = (table: string) => RETENTION_RULES.find((r) => r.table === table)!.keepMs(t.ctx.env) / DAY;
    expect([period('webhook_deliveries'), period('outbox_events'), period('mails'), period('partner_api_requests')]).toEqual([
      90, 90, 30, 30,
    ]);
    expect([period('sessions'), period('email_codes'), period('partner_api_nonces')]).toEqual([0, 0, 0]);
    expect(period('partner_idempotency_keys')).toBe(1);
  });

  it(`deletes in batches of ${RETENTION_BATCH} until none is left, and follows the configured period`, async () => {
    t.ctx.env.RETENTION_MAILS_DAYS = 7;
    try {
      await q(
        `INSERT INTO mails(to_address, subject, text_body, html_body, created_at)
         SELECT 'bulk-' || g, 's', 't', 'h', $1 FROM generate_series(1, 2500) g`,
        [new Date(NOW.getTime() - 8 * DAY).toISOString()],
      );
      await q(`INSERT INTO mails(to_address, subject, text_body, html_body, created_at) VALUES ('recent', 's', 't', 'h', $1)`, [
        new Date(NOW.getTime() - 6 * DAY).toISOString(),
      ]);
      const cutoff = new Date(NOW.getTime() - 7 * DAY).toISOString();
      const due = (await t.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mails WHERE created_at < $1', [cutoff]))[0]!.n;
      expect(due).toBeGreaterThanOrEqual(2500);
      const deleted = await runRetention(t.ctx);
      expect(deleted.mails).toBe(due);
      expect(await count(`mails WHERE to_address LIKE 'bulk-%'`)).toBe(0);
      expect(await count(`mails WHERE to_address = 'recent'`)).toBe(1);
    } finally {
      t.ctx.env.RETENTION_MAILS_DAYS = 30;
    }
  });
});
