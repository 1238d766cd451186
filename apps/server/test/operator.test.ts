import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build';
import { runCommand } from '../src/cli/commands';
import { startOperatorChannel } from '../src/cli/channel';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('operator commands', () => {
  it('partner create makes a verified partner that can sign in and has its own wlpId', async () => {
    const r = await runCommand(t.ctx, [
      'partner',
      'create',
      '--email',
      'new@partner.test',
      '--password',
      'New@Partner1',
      '--company',
      'New Co',
      '--agent',
      'laguna',
    ]);
    expect(r).toMatchObject({ created: 'partner', email: 'new@partner.test', agent: 'laguna' });
    const token = await t.login('new@partner.test', 'New@Partner1');
    const s = (await t.app.inject({ method: 'GET', url: '/api-portal/auth/status', headers: { authorization: token } })).json();
    expect(s.wlpId).toBe(r.wlpId);
  });

  it('refuses bad input with a message that names the problem', async () => {
    await expect(runCommand(t.ctx, ['partner', 'create', '--email', 'bad', '--password', 'x12345678', '--company', 'C'])).rejects.toThrow(
      /--email "bad"/,
    );
    await expect(
      runCommand(t.ctx, ['partner', 'create', '--email', 'demo@partner.test', '--password', 'Demo@Partner1', '--company', 'C']),
    ).rejects.toThrow(/exists already/);
    await expect(
      runCommand(t.ctx, ['partner', 'create', '--email', 'z@partner.test', '--password', 'Zz@12345', '--company', 'C', '--agent', 'nope']),
    ).rejects.toThrow(/names no brand/);
    await expect(runCommand(t.ctx, ['seed', '--email', 'demo@partner.test', '--transactions', '-5'])).rejects.toThrow(/--transactions/);
    await expect(runCommand(t.ctx, ['registration', 'set', '--enabled', 'maybe'])).rejects.toThrow(/true or false/);
    await expect(runCommand(t.ctx, ['frobnicate'])).rejects.toThrow(/unknown command/);
  });

  it('seed adds exactly the rows asked for, set-based, and the statistics follow', async () => {
    const before = await t.ctx.db.query<{ n: number }>(
      "SELECT count(*)::int n FROM transactions t JOIN users u ON u.partner_id = t.partner_id WHERE u.email = 'demo@partner.test'",
    );
    const r = await runCommand(t.ctx, [
      'seed',
      '--email',
      'demo@partner.test',
      '--clients',
      '100',
      '--accounts',
      '200',
      '--cards',
      '50',
      '--transactions',
      '20000',
    ]);
    expect(r).toMatchObject({ clients: 100, accounts: 200, cards: 50, transactions: 20000 });
    const after = await t.ctx.db.query<{ n: number }>(
      "SELECT count(*)::int n FROM transactions t JOIN users u ON u.partner_id = t.partner_id WHERE u.email = 'demo@partner.test'",
    );
    expect(after[0]!.n - before[0]!.n).toBe(20000);
    const stats = await t.ctx.db.query<{ n: number }>(
      'SELECT sum(n)::int n FROM monthly_counts m JOIN users u ON u.partner_id = m.partner_id' +
        " WHERE u.email = 'demo@partner.test' AND kind = 'transactions'",
    );
    expect(stats[0]!.n).toBe(after[0]!.n);
  });

  it('user kyc sets the record and the tier', async () => {
    const r = await runCommand(t.ctx, ['user', 'kyc', '--email', 'unverified@partner.test', '--tier', '2', '--status', 'PAID']);
    expect(r).toMatchObject({ status: 'PAID', kycTier: 0 });
    await expect(
      runCommand(t.ctx, ['user', 'kyc', '--email', 'unverified@partner.test', '--tier', '2', '--status', 'DONE']),
    ).rejects.toThrow(/--status must be one of/);
  });

  it('answers through the local operator channel, a Unix socket only its owner may open', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'op-'));
    const server = await startOperatorChannel({ ...t.ctx, env: { ...t.ctx.env, dataDir: dir } });
    const file = path.join(dir, 'operator.sock');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const ask = (line: string) =>
      new Promise<{ ok: boolean; result?: { code?: string }; error?: string }>((resolve, reject) => {
        const s = net.createConnection(file, () => s.write(line));
        let buf = '';
        s.on('data', (d) => (buf += d));
        s.on('end', () => resolve(JSON.parse(buf)));
        s.on('error', reject);
      });
    const ok = await ask(`${JSON.stringify({ argv: ['invitation', 'create'] })}\n`);
    expect(ok.ok).toBe(true);
    expect(ok.result!.code).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const bad = await ask(`${JSON.stringify({ argv: ['seed'] })}\n`);
    expect(bad).toEqual({ ok: false, error: '--email is required' });
    server.close();
  });
});
