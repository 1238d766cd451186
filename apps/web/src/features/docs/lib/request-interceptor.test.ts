import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeRequestInterceptor, type SigningEvent } from './request-interceptor';

function setup(credentials = { token: 'pk_1', secret: 'sk_1' } as { token: string; secret: string } | null) {
  const events: SigningEvent[] = [];
  const intercept = makeRequestInterceptor({
    credentials: () => credentials,
    sessionToken: () => 'session-token',
    onEvent: (e) => events.push(e),
    origin: 'http://portal.test',
  });
  return { intercept, events };
}

describe('try-it request hook', () => {
  it('signs a partner API call with the path and query exactly as sent', async () => {
    const { intercept, events } = setup();
    const req = await intercept({
      url: 'http://portal.test/partner/v1/clients?take=5&type=EXTERNAL_BUSINESS',
      method: 'get',
      headers: { Authorization: 'x' },
    });
    const e = events[0];
    expect(e?.kind).toBe('signed');
    if (e?.kind !== 'signed') return;
    expect(e.request.stringToSign).toBe(`${e.request.ts}GET/partner/v1/clients?take=5&type=EXTERNAL_BUSINESS`);
    expect(req.headers['x-app-access-sig']).toBe(createHmac('sha256', 'sk_1').update(e.request.stringToSign).digest('hex'));
    expect(req.headers['x-app-access-token']).toBe('pk_1');
    expect(req.headers.Authorization).toBeUndefined();
    expect(req.method).toBe('GET');
  });

  it('signs the body text that is sent', async () => {
    const { intercept, events } = setup();
    const req = await intercept({ url: '/partner/v1/accounts', method: 'POST', headers: {}, body: { clientId: 'c', currency: 'EUR' } });
    expect(req.body).toBe('{"clientId":"c","currency":"EUR"}');
    expect(
      events[0]?.kind === 'signed' && events[0].request.stringToSign.endsWith('POST/partner/v1/accounts{"clientId":"c","currency":"EUR"}'),
    ).toBe(true);
  });

  it('leaves the OpenAPI document request alone', async () => {
    const { intercept, events } = setup();
    const req = { url: '/api-docs/swagger.json', loadSpec: true, headers: {} };
    expect(await intercept(req)).toEqual({ url: '/api-docs/swagger.json', loadSpec: true, headers: {} });
    expect(events).toEqual([]);
  });

  it('says when token and secret are missing, and sends portal calls with the session', async () => {
    const { intercept, events } = setup(null);
    const unsigned = await intercept({ url: '/partner/v1/clients', method: 'GET', headers: {} });
    expect(unsigned.headers['x-app-access-sig']).toBeUndefined();
    expect(events[0]).toEqual({ kind: 'missingCredentials', method: 'GET', pathWithQuery: '/partner/v1/clients' });
    const portal = await intercept({ url: '/api-portal/user/secrets', method: 'GET', headers: {} });
    expect(portal.headers.Authorization).toBe('Bearer session-token');
  });
});
