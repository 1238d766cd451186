import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { DEMO } from './helpers/build';
import { until } from './helpers/webhook-receiver';
import { openEventStream } from './helpers/event-stream';
import { ServerProcess, liftedLimitsBrandsFile, processStorage } from './helpers/server-process';

// The event stream across server processes: two app instances on one PostgreSQL (as behind a
// load balancer). An event committed through one reaches a stream opened on the other, and a stream
// resumed by Last-Event-ID after a disconnect, on either process, gets every event it missed, in order, once.
// Runs in `npm run test:pg` (TEST_DATABASE_URL; Redis too when TEST_REDIS_URL is set).

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
});

// two servers on one PostgreSQL: test:pg and CI (TEST_DATABASE_URL) run it
it.runIf(!!process.env.TEST_DATABASE_URL)(
  'streams an event committed through the other process, and resumes by Last-Event-ID losing nothing',
  { timeout: 300_000 },
  async () => {
    const env: Record<string, string> = {
      ...(await processStorage(cleanups)),
      SECRETS_KEY: crypto.randomBytes(32).toString('hex'),
      BRANDS_FILE: liftedLimitsBrandsFile(),
    };
    if (process.env.TEST_REDIS_URL) env.REDIS_URL = process.env.TEST_REDIS_URL;
    const a = await ServerProcess.start(env);
    cleanups.push(() => a.kill('SIGKILL'));
    const b = await ServerProcess.start({ ...env, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-stream-proc-')) });
    cleanups.push(() => b.kill('SIGKILL'));

    const session = await a.login(DEMO.email, DEMO.password);
    const key = await a.json<{ token: string; secret: string }>('POST', '/api-portal/user/secrets', {
      token: session,
      body: { label: 'stream' },
    });
    const client = await a.signed<{ clientId: string }>(key, 'POST', '/partner/v1/clients', {
      type: 'EXTERNAL_INDIVIDUAL',
      email: `stream${Date.now()}@example.com`,
      firstName: 'Stream',
      lastName: 'Processes',
    });
    let n = 0;
    const openAccount = async (via: ServerProcess) =>
      (
        await via.signed<{ walletId: string }>(key, 'POST', '/partner/v1/accounts', {
          clientId: client.clientId,
          currency: 'EUR',
          label: `s-${++n}`,
        })
      ).walletId;
    const wallets = (s: { events: Array<{ type: string; entity: Record<string, unknown> }> }) =>
      s.events.filter((e) => e.type === 'ACCOUNT_CREATED').map((e) => e.entity.walletId);

    // a stream on B; the event is committed through A only
    const onB = await openEventStream(b.base, key);
    expect(onB.res.status).toBe(200);
    await until(async () => onB.frames.some((f) => f.includes(': connected')), 10_000, 'the stream open');
    const first = await openAccount(a);
    await until(async () => wallets(onB).includes(first) || undefined, 30_000, 'the event written through A on the stream of B');
    await onB.close();
    const lastId = onB.events.at(-1)!.id;

    // while disconnected, events through both processes; then resume by Last-Event-ID on each process
    const missed = [await openAccount(a), await openAccount(b), await openAccount(a)];
    const resumedOnA = await openEventStream(a.base, key, { lastEventId: lastId });
    const resumedOnB = await openEventStream(b.base, key, { lastEventId: lastId });
    try {
      const live = await openAccount(b);
      for (const s of [resumedOnA, resumedOnB]) {
        await until(async () => wallets(s).includes(live) || undefined, 30_000, 'the live event after the resume');
        expect(wallets(s)).toEqual([...missed, live]);
        const ids = s.events.map((e) => e.id);
        expect(new Set(ids).size, 'no event twice').toBe(ids.length);
        expect(ids).not.toContain(lastId);
      }
      // both processes give the same events, in the same order
      expect(resumedOnA.events.map((e) => e.id)).toEqual(resumedOnB.events.map((e) => e.id));
    } finally {
      await resumedOnA.close();
      await resumedOnB.close();
    }
    await a.kill('SIGTERM');
    await b.kill('SIGTERM');
  },
);
