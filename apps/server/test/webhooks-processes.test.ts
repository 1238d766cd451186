import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO } from './helpers/build';
import { Receiver, until } from './helpers/webhook-receiver';
import { ServerProcess, liftedLimitsBrandsFile, processStorage } from './helpers/server-process';

// The delivery engine across server processes: a server killed with SIGKILL in the middle
// of a batch delivers everything after a restart; two servers on one PostgreSQL share the queue and
// never send one attempt twice. Servers run from source as child processes.

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
});

const storage = () => processStorage(cleanups);

async function start(env: Record<string, string>) {
  // events are written through the partner API in bursts of up to 100 calls: beyond its rate limits
  const s = await ServerProcess.start({ BRANDS_FILE: liftedLimitsBrandsFile(), ...env });
  cleanups.push(() => s.kill('SIGKILL'));
  return s;
}

/** Signs in, generates an API secret, adds a webhook to `url`, opens an account; answers what events need. */
async function prepare(s: ServerProcess, url: string) {
  const session = await s.login(DEMO.email, DEMO.password);
  const key = await s.json<{ token: string; secret: string }>('POST', '/api-portal/user/secrets', {
    token: session,
    body: { label: 'webhook test' },
  });
  const hook = await s.json<{ uuid: string }>('POST', '/api-portal/webhook', {
    token: session,
    body: { url, secret: 'proc-secret-0123456789abcdef' },
  });
  const client = await s.signed<{ clientId: string }>(key, 'POST', '/partner/v1/clients', {
    type: 'EXTERNAL_INDIVIDUAL',
    email: `p${Date.now()}@example.com`,
    firstName: 'Proc',
    lastName: 'Test',
  });
  const acc = await s.signed<{ walletId: string }>(key, 'POST', '/partner/v1/accounts', {
    clientId: client.clientId,
    currency: 'EUR',
    label: 'l-0',
  });
  return { session, key, webhookId: hook.uuid, walletId: acc.walletId };
}

const labelOf = (rawBody: string) => (JSON.parse(rawBody) as { entity: { label?: string } }).entity.label ?? '';

describe('webhook delivery across processes', () => {
  it('delivers every event after the server is killed with SIGKILL in the middle of a batch', { timeout: 300_000 }, async () => {
    const receiver = await Receiver.start();
    cleanups.push(() => receiver.down());
    const env = await storage();
    const a = await start(env);
    const { key, walletId } = await prepare(a, receiver.url);
    await receiver.waitFor((g) => g.some((x) => labelOf(x.rawBody) === 'l-0'), 30_000, 'the ACCOUNT_CREATED event');
    // The first 20 deliveries of the batch are answered at once, later ones are held open: when the
    // server dies, some deliveries have succeeded, some are in the middle of an attempt, the rest
    // are still queued, however fast or slow this machine is.
    let answered = 0;
    receiver.answer = (g) => (labelOf(g.rawBody).startsWith('batch-') && ++answered > 20 ? { status: 200, delayMs: 30_000 } : 200);
    const labels = Array.from({ length: 100 }, (_, i) => `batch-${i}`);
    await Promise.all(labels.map((label) => a.signed(key, 'PATCH', `/partner/v1/accounts/${walletId}`, { label })));
    const batch = () => receiver.got.filter((x) => labelOf(x.rawBody).startsWith('batch-'));
    await receiver.waitFor(() => batch().length >= 25, 60_000, 'attempts in flight');
    await a.kill('SIGKILL');
    const before = batch().map((g) => labelOf(g.rawBody));
    const cutOff = before.slice(20); // received, never answered: the attempt died with the server
    expect(cutOff.length, 'attempts in flight when the server died').toBeGreaterThan(0);
    expect(labels.filter((l) => !before.includes(l)).length, 'deliveries not yet sent when the server died').toBeGreaterThan(0);

    receiver.answer = () => 200;
    const got = receiver.got.length;
    const b = await start(env);
    await receiver.waitFor((g) => labels.every((l) => g.some((x) => labelOf(x.rawBody) === l)), 120_000, 'every event after the restart');
    // Attempts that were under way when the process died are sent again once their claim lapses.
    await receiver.waitFor(
      (g) => cutOff.every((l) => g.slice(got).some((x) => labelOf(x.rawBody) === l)),
      60_000,
      'the cut-off attempts again',
    );
    const session = await b.login(DEMO.email, DEMO.password);
    const hooks = await b.json<{ list: Array<{ uuid: string }> }>('GET', '/api-portal/webhook', { token: session });
    const succeeded = () =>
      b.json<{ count: number }>('GET', `/api-portal/webhook/${hooks.list[0]!.uuid}/deliveries?filter=status=SUCCEEDED&take=1`, {
        token: session,
      });
    await until(async () => (await succeeded()).count === labels.length + 1, 60_000, 'every delivery SUCCEEDED');
    await b.kill('SIGTERM');
  });

  const twoProcesses = process.env.TEST_DATABASE_URL ? it : it.skip;
  if (!process.env.TEST_DATABASE_URL) {
    console.warn('webhooks-processes: "two server processes on one PostgreSQL" is skipped: set TEST_DATABASE_URL (CI does) to run it');
  }
  twoProcesses(
    'two server processes on one PostgreSQL share the deliveries and never send one attempt twice',
    { timeout: 300_000 },
    async () => {
      const receiver = await Receiver.start();
      cleanups.push(() => receiver.down());
      receiver.answer = () => ({ status: 200, delayMs: 20 });
      // One database, one secrets key, two processes (as behind a load balancer), sharing Redis when CI has one.
      const env: Record<string, string> = { ...(await storage()), LOG_LEVEL: 'debug', SECRETS_KEY: crypto.randomBytes(32).toString('hex') };
      if (process.env.TEST_REDIS_URL) env.REDIS_URL = process.env.TEST_REDIS_URL;
      const a = await start(env);
      const b = await start({ ...env, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-wh-proc-')) });
      const { key, walletId } = await prepare(a, receiver.url);
      const labels = Array.from({ length: 150 }, (_, i) => `shared-${i}`);
      // Events are written through both processes, ten calls at a time.
      for (let i = 0; i < labels.length; i += 10) {
        await Promise.all(
          labels.slice(i, i + 10).map((label, j) => (j % 2 ? b : a).signed(key, 'PATCH', `/partner/v1/accounts/${walletId}`, { label })),
        );
      }
      await receiver.waitFor((g) => labels.every((l) => g.some((x) => labelOf(x.rawBody) === l)), 90_000, 'every event');
      await new Promise((r) => setTimeout(r, 1500));
      const ids = receiver.ids();
      expect(ids.length, 'requests received').toBe(labels.length + 1);
      expect(new Set(ids).size, 'distinct x-webhook-id').toBe(ids.length);

      const attempted = (s: ServerProcess) =>
        s.logs.filter((l) => l.includes('"webhook attempt"')).map((l) => (JSON.parse(l) as { deliveryId: string }).deliveryId);
      const byA = attempted(a);
      const byB = attempted(b);
      expect(byA.length + byB.length).toBe(labels.length + 1);
      expect(byA.filter((d) => byB.includes(d))).toEqual([]);
      expect(byA.length, 'process A delivered some').toBeGreaterThan(0);
      expect(byB.length, 'process B delivered some').toBeGreaterThan(0);

      const db = new pg.Client({ connectionString: env.DATABASE_URL });
      await db.connect();
      const { rows } = await db.query<{ attempts: number; n: number }>(
        'SELECT d.attempts, (SELECT count(*)::int FROM webhook_attempts a WHERE a.delivery_id = d.id) AS n FROM webhook_deliveries d',
      );
      await db.end();
      expect(rows).toHaveLength(labels.length + 1);
      expect(rows.every((r) => r.attempts === 1 && r.n === 1)).toBe(true);
    },
  );
});
