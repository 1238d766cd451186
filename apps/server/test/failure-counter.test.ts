import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build';

const MIN = 60_000;

describe('the failed-attempt counter in memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('keeps at most maxKeys accounts, dropping the least recently counted first', async () => {
    const c = t.app.failureLimit('t-bounded', [2, 15 * MIN], { maxKeys: 2 });
    await c.fail('a');
    await c.fail('a');
    expect(await c.blocked('a')).toBeGreaterThan(0);
    await c.fail('b');
    await c.fail('c');
    expect(await c.blocked('a')).toBe(0);
    await c.fail('c');
    expect(await c.blocked('c')).toBeGreaterThan(0);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('the failed-attempt counter in Redis (TEST_REDIS_URL)', () => {
  let t: TestApp;
  let admin: import('ioredis').Redis;
  const user = `portal-noexpire-${process.pid}`;
  beforeAll(async () => {
    const { Redis } = await import('ioredis');
    admin = new Redis(redisUrl!);
    // a Redis that refuses PEXPIRE stands for the second of two commands being lost
    await admin.call('ACL', 'SETUSER', user, 'on', '>pw', '~*', '&*', '+@all', '-pexpire');
    const url = new URL(redisUrl!);
    url.username = user;
    url.password = 'pw';
    t = await buildTestApp({ seed: false, env: { REDIS_URL: url.toString() } });
  });
  afterAll(async () => {
    await t?.close();
    await admin.call('ACL', 'DELUSER', user);
    admin.disconnect();
  });

  it('starts a window and counts in one step, so a counted account always has an expiry', async () => {
    const c = t.app.failureLimit('t-atomic', [1, 15 * MIN]);
    const acct = `acct:${randomUUID()}`;
    await c.fail(acct).catch(() => undefined);
    const [key] = await admin.keys(`portal-rl:*t-atomic-fail:${acct}`);
    expect(key).toBeDefined();
    expect(await admin.get(key!)).toBe('1');
    const ttl = await admin.pttl(key!);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(15 * MIN);
    const blocked = await c.blocked(acct);
    expect(blocked).toBeGreaterThan(0);
    expect(blocked).toBeLessThanOrEqual(15 * MIN);
  });
});
