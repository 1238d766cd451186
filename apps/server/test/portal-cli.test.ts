import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_CLI, PORTAL_CLI_SIMULATE, WEBHOOK_USER_AGENT, partnerEvent, webhookEnvelope } from '@portal/contract';
import { DEMO, buildTestApp, liftedLimitsBrands, type TestApp } from './helpers/build';
import { newKey, signedCall, type ApiKey } from './helpers/signed';
import { Receiver, until, verifySignature } from './helpers/webhook-receiver';
import { HORIZON } from '../src/db/horizon';

// portal-cli (packages/cli) end to end: the real command, run as a developer runs it
// (`npx portal-cli` in a clone: bin/portal-cli.mjs), against this server listening on a port.
const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../packages/cli/bin/portal-cli.mjs');
let t: TestApp;
let key: ApiKey;
let clientId: string;
let base: string;
const running: ChildProcess[] = [];
beforeAll(async () => {
  t = await buildTestApp({ brands: liftedLimitsBrands() });
  const session = await t.login(DEMO.email, DEMO.password);
  key = await newKey(t, session);
  clientId = (
    await signedCall(t, key, 'POST', '/partner/v1/clients', {
      type: 'EXTERNAL_INDIVIDUAL',
      email: 'cli@example.com',
      firstName: 'Cli',
      lastName: 'User',
    })
  ).json().clientId;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  running.forEach((p) => p.kill('SIGKILL'));
  await t.close();
});

/** The CLI as a child process; its output kept line by line. */
function cli(args: string[], k: ApiKey = key) {
  const proc = spawn(process.execPath, [bin, ...args], {
    env: { ...process.env, PORTAL_URL: base, PORTAL_API_KEY: k.token, PORTAL_API_SECRET: k.secret },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(proc);
  const out: string[] = [];
  const err: string[] = [];
  proc.stdout!.setEncoding('utf8').on('data', (d: string) => out.push(...d.split('\n').filter(Boolean)));
  proc.stderr!.setEncoding('utf8').on('data', (d: string) => err.push(...d.split('\n').filter(Boolean)));
  const exit = new Promise<number>((resolve) => proc.once('exit', (code) => resolve(code ?? -1)));
  return { proc, out, err, exit };
}

const openAccount = async (label: string) => {
  const r = await signedCall(t, key, 'POST', '/partner/v1/accounts', { clientId, currency: 'EUR', label });
  expect(r.statusCode).toBe(201);
  return r.json().walletId as string;
};
/**
 * Waits for the receiver to get event `id`. An event goes out once every transaction older than its own
 * has ended on this database (src/db/horizon.ts). A timeout says what the CLI printed
 * and whether the event was settled, so the next reader knows which side held it.
 */
async function forwarded(receiver: Receiver, id: string, c: { out: string[]; err: string[] }, what: string) {
  try {
    await receiver.waitFor((got) => got.some((g) => g.id === id), 20_000, what);
  } catch (err) {
    const [state] = await t.ctx.db.query<{ settled: boolean; older: string }>(
      `SELECT tx < ${HORIZON} AS settled,
              (SELECT count(*) FROM pg_stat_activity WHERE backend_xid IS NOT NULL)::text AS older
         FROM outbox_events WHERE id = $1`,
      [id],
    );
    const printed = [...c.err, ...c.out].filter((l) => !l.includes('whsec_')).join(' | '); // not the signing secret
    const held = `event settled: ${state?.settled}, transactions with an id: ${state?.older}`;
    throw new Error(`${(err as Error).message}; ${held}; CLI: ${printed}`, { cause: err });
  }
}

const eventOf = async (walletId: string) =>
  (await t.ctx.db.query<{ id: string }>(`SELECT id FROM outbox_events WHERE entity->>'walletId' = $1`, [walletId]))[0]!.id;

describe('portal-cli listen', () => {
  it('forwards each event to the local URL signed like a real delivery, with the secret it printed, one line per event', async () => {
    const receiver = await Receiver.start();
    const c = cli(['listen', '--forward-to', receiver.url]);
    try {
      await until(async () => c.err.some((l) => l.includes('Connected')), 30_000, 'the CLI connected');
      const secret = /secret: (whsec_[0-9a-f]+)/.exec(c.out.join('\n'))![1]!;
      const wallet = await openAccount('forwarded');
      const id = await eventOf(wallet);
      await forwarded(receiver, id, c, 'the forwarded event');
      const got = receiver.got.find((g) => g.id === id)!;
      expect(verifySignature(secret, got)).toBe(true);
      expect(got.headers['user-agent']).toBe(WEBHOOK_USER_AGENT);
      expect(webhookEnvelope.parse(JSON.parse(got.rawBody))).toMatchObject({ type: 'ACCOUNT_CREATED', entity: { walletId: wallet } });
      await until(async () => c.out.some((l) => l.includes(id)), 5_000, 'the printed line');
      expect(c.out.find((l) => l.includes(id))).toMatch(/ACCOUNT_CREATED\s+\S+\s+\[200\] \d+ ms/);
    } finally {
      c.proc.kill('SIGINT');
      expect(await c.exit).toBe(0);
      await receiver.down();
    }
  }, 90_000);

  it('reconnects after the connection drops and resumes: every event forwarded once, none lost', async () => {
    const receiver = await Receiver.start();
    const c = cli(['listen', '--forward-to', receiver.url]);
    try {
      await until(async () => c.err.some((l) => l.includes('Connected')), 30_000, 'the CLI connected');
      const before = await eventOf(await openAccount('before the drop'));
      await forwarded(receiver, before, c, 'the event before the drop');
      t.app.server.closeAllConnections(); // the network drops
      const during = [await eventOf(await openAccount('during 1')), await eventOf(await openAccount('during 2'))];
      await until(async () => c.err.filter((l) => l.includes('Connected')).length >= 2, 30_000, 'the CLI reconnected');
      expect(c.err.some((l) => l.includes('reconnecting'))).toBe(true);
      const after = await eventOf(await openAccount('after the drop'));
      await forwarded(receiver, after, c, 'the event after the drop');
      const ids = receiver.ids();
      expect(ids.filter((id) => [before, ...during, after].includes(id))).toEqual([before, ...during, after]);
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      c.proc.kill('SIGINT');
      await c.exit;
      await receiver.down();
    }
  }, 120_000);
});

describe('portal-cli trigger and events', () => {
  it('trigger fires a test event of any catalogue type; an unknown type is refused', async () => {
    const c = cli(['trigger', 'card_updated']);
    expect(await c.exit).toBe(0);
    const id = /test event ([0-9a-f-]{36})/.exec(c.out.join('\n'))![1]!;
    const e = partnerEvent.parse((await signedCall(t, key, 'GET', `/partner/v1/events/${id}`)).json());
    expect(e).toMatchObject({ type: 'CARD_UPDATED', test: true });
    const bad = cli(['trigger', 'NOPE']);
    expect(await bad.exit).toBe(2);
    expect(bad.err.join('\n')).toMatch(/ACCOUNT_CREATED/);
  });

  it('events --since lists recent events newest first; --json prints them whole; a key without the scope is refused', async () => {
    const wallet = await openAccount('listed');
    const id = await eventOf(wallet);
    const c = cli(['events', '--since', '1h', '--limit', '5']);
    expect(await c.exit).toBe(0);
    expect(c.out).toHaveLength(5);
    expect(c.out[0]).toContain(id);
    expect(c.out[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\S+\s+ACCOUNT_CREATED\s+/);
    const json = cli(['events', '--since', '15m', '--type', 'ACCOUNT_CREATED', '--json']);
    expect(await json.exit).toBe(0);
    const listed = json.out.map((l) => partnerEvent.parse(JSON.parse(l)));
    expect(listed[0]!.id).toBe(id);
    expect(listed.every((e) => e.type === 'ACCOUNT_CREATED')).toBe(true);
    const old = cli(['events', '--since', '2000-01-01T00:00:00Z', '--until', '2000-01-02T00:00:00Z']);
    expect(await old.exit).toBe(0);
    expect(old.out).toEqual([]);
    const session = await t.login(DEMO.email, DEMO.password);
    const clientsOnly = await newKey(t, session, 'no events', { access: 'RESTRICTED', scopes: ['clients:read'] });
    const refused = cli(['events', '--since', '1h'], clientsOnly);
    expect(await refused.exit).toBe(1);
    expect(refused.err.join('\n')).toMatch(/403 scope_denied/);
    const badSince = cli(['events', '--since', 'yesterday']);
    expect(await badSince.exit).toBe(2);
  }, 90_000);
});

describe('portal-cli simulate', () => {
  it('runs each simulation kind with a sandbox key, and trigger --wallet runs the real one; a live key is refused', async () => {
    const session = await t.login(DEMO.email, DEMO.password);
    const sbx = await newKey(t, session, 'cli sandbox', {}, 'sandbox');
    const call = (method: string, url: string, body?: unknown) => signedCall(t, sbx, method, url, body);
    const client = (
      await call('POST', '/partner/v1/clients', {
        type: 'EXTERNAL_INDIVIDUAL',
        email: 'sim@example.com',
        firstName: 'Sim',
        lastName: 'Reject',
      })
    ).json().clientId;
    const wallet = (await call('POST', '/partner/v1/accounts', { clientId: client, currency: 'EUR' })).json().walletId;
    const card = (
      await call('POST', '/partner/v1/cards', { clientId: client, walletId: wallet, currency: 'EUR', virtual: true, cardholder: 'SIM' })
    ).json().walletId;
    const run = async (args: string[], k = sbx) => {
      const c = cli(args, k);
      const code = await c.exit;
      return { code, json: code === 0 && !args.includes('trigger') ? JSON.parse(c.out.join('\n')) : undefined, out: c.out, err: c.err };
    };
    expect((await run(['simulate', 'incoming-transfer', '--wallet', wallet, '--amount', '30.00'])).json).toMatchObject({
      transactionType: 'SEPA_IN',
      balance: '30.00',
    });
    const out = await run(['simulate', 'outgoing-transfer', '--wallet', wallet, '--amount', '5.00', '--outcome', 'returned']);
    expect(out.json).toMatchObject({ transfer: { transactionType: 'SEPA_OUT' }, returned: { balance: '30.00' } });
    const auth = (await run(['simulate', 'card-authorisation', '--card', card, '--amount', '4.00'])).json;
    expect(auth).toMatchObject({ status: 'APPROVED' });
    expect((await run(['simulate', 'card-settlement', '--authorisation', auth.authorisationId])).json.status).toBe('SETTLED');
    const declined = (await run(['simulate', 'card-authorisation', '--card', card, '--amount', '1.05'])).json;
    expect(declined).toMatchObject({ status: 'DECLINED', declineReason: 'do_not_honour' });
    const second = (await run(['simulate', 'card-authorisation', '--card', card, '--amount', '2.00'])).json;
    expect((await run(['simulate', 'card-reversal', '--authorisation', second.authorisationId])).json.status).toBe('REVERSED');
    expect((await run(['simulate', 'account-freeze', '--wallet', wallet])).json.status).toBe('BLOCKED');
    expect((await run(['simulate', 'account-unfreeze', '--wallet', wallet])).json.status).toBe('ACTIVE');
    expect((await run(['simulate', 'client-verification', '--client', client])).json.verificationStatus).toBe('REJECTED');

    const triggered = await run(['trigger', 'account_updated', '--wallet', wallet]);
    expect(triggered.code).toBe(0);
    expect(triggered.out.join('\n')).toMatch(/incoming-transfer simulation/);
    expect((await call('GET', `/partner/v1/accounts/${wallet}`)).json().balance).toBe('27.00');

    const live = await run(['simulate', 'incoming-transfer', '--wallet', wallet, '--amount', '1.00'], key);
    expect(live.code).toBe(1);
    expect(live.err.join('\n')).toMatch(/sandbox_only/);
    expect((await run(['simulate', 'nope'])).code).toBe(2);
    expect((await run(['simulate', 'account-freeze'])).err.join('\n')).toMatch(/--wallet/);
  }, 120_000);
});

describe('portal-cli --help', () => {
  it('prints the commands and options of the contract (the ones /docs/cli shows)', async () => {
    const help = cli(['--help']);
    expect(await help.exit).toBe(0);
    const text = help.out.join('\n');
    for (const c of [...Object.values(PORTAL_CLI.commands), PORTAL_CLI_SIMULATE]) expect(text).toContain(c.usage);
    for (const o of Object.values(PORTAL_CLI.options)) {
      expect(text).toContain(o.flag);
      expect(text).toContain(o.env);
    }
  });
});
