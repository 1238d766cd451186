import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusObject } from '@portal/contract';
import { DEMO, OTHER, UNVERIFIED, auth, buildTestApp, type TestApp } from './helpers/build';
import { runCommand } from '../src/cli/commands';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const status = (headers: Record<string, string> = {}, url = '/api-portal/auth/status') => t.app.inject({ method: 'GET', url, headers });

describe('status object', () => {
  it('answers visitors with the default brand, no wlpId and loggedIn false, on both paths', async () => {
    for (const url of ['/api-portal/auth/status', '/api/status']) {
      const s = statusObject.parse((await status({}, url)).json());
      expect(s).toMatchObject({ wlpId: null, loggedIn: false, agent: 'platform', registrationEnabled: true, regionRestricted: false });
    }
  });

  it('gives each signed-in partner its own wlpId and brand', async () => {
    const a = (await status(auth(await t.login(DEMO.email, DEMO.password)))).json();
    const b = (await status(auth(await t.login(OTHER.email, OTHER.password)))).json();
    expect(a.wlpId).toMatch(/^WLP-/);
    expect(b.wlpId).toMatch(/^WLP-/);
    expect(a.wlpId).not.toBe(b.wlpId);
    expect([a.agent, b.agent]).toEqual(['aurora', 'laguna']);
    expect(a.brand.name).not.toBe(b.brand.name);
    expect(a.loggedIn).toBe(true);
  });

  it('gives a registered but unverified user no wlpId', async () => {
    const s = (await status(auth(await t.login(UNVERIFIED.email, UNVERIFIED.password)))).json();
    expect(s.wlpId).toBeNull();
    expect(s.loggedIn).toBe(true);
  });

  it('follows the operator registration switches', async () => {
    await runCommand(t.ctx, [
      'registration',
      'set',
      '--enabled',
      'false',
      '--reason',
      'Maintenance until Monday',
      '--region-restricted',
      'true',
    ]);
    expect((await status()).json()).toMatchObject({
      registrationEnabled: false,
      registrationDisabledReason: 'Maintenance until Monday',
      regionRestricted: true,
    });
    await runCommand(t.ctx, ['registration', 'set', '--enabled', 'true', '--region-restricted', 'false']);
    expect((await status()).json()).toMatchObject({ registrationEnabled: true, registrationDisabledReason: null, regionRestricted: false });
  });
});

describe('errors and documents', () => {
  it('answers unknown API paths with a JSON 404, never HTML', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api-portal/nope', headers: { accept: 'text/html' } });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ error: 'not_found', message: 'not found' });
  });

  it('answers malformed JSON with 417 and no stack trace', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api-portal/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(r.statusCode).toBe(417);
    expect(r.body).not.toMatch(/at .*\.ts|node_modules/);
  });

  it('serves the OpenAPI document of the portal calls generated from the route schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api-docs/portal.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api-portal/auth/login', '/api-portal/statistics/accounts']));
    expect(doc.info.description).toContain('invalid_param');
  });
});
