import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOKS_MAX, WEBHOOK_SECRET_MIN, webhook, webhookList } from '@portal/contract';
import { DEMO, OTHER, UNVERIFIED, auth, buildTestApp, type TestApp } from './helpers/build';
import { Receiver, until } from './helpers/webhook-receiver';
import ipaddr from 'ipaddr.js';
import { checkWebhookUrl, isForbiddenAddress, type Resolve } from '../src/modules/webhooks/url-guard';
import { SPECIAL_IPV4, SPECIAL_IPV6, classifyAddress } from '../src/modules/webhooks/special-addresses';
import { sendWebhook } from '../src/modules/webhooks/send';

// Management calls (customer-portal §7) and the server-side request forgery guard (CONTRACTS §6).
let t: TestApp;
let demo: string;
let other: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { WEBHOOK_ALLOW_HTTP: 'true' } });
  demo = await t.login(DEMO.email, DEMO.password);
  other = await t.login(OTHER.email, OTHER.password);
});
afterAll(() => t.close());

const SECRET = 'whsec_test_0123456789abcdef';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token = demo, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload === undefined ? {} : { payload: payload as object }) });
/** One delivery attempt of an empty event; private targets and http allowed unless said otherwise. */
const attempt = (o: Partial<Parameters<typeof sendWebhook>[0]> & { url: string }) =>
  sendWebhook({ secret: SECRET, eventId: 'e', body: '{}', now: new Date(), allowPrivate: true, allowHttp: true, ...o });
const allowPrivate = (v: boolean) => {
  t.ctx.env.WEBHOOK_ALLOW_PRIVATE_URLS = v;
};

describe('webhooks: add, list, change, remove', () => {
  it('adds a webhook and lists it with uuid, url and the secret masked', async () => {
    allowPrivate(false);
    const secret = 'whsec_0123456789abcdefWXYZ';
    const r = await call('POST', '/api-portal/webhook', demo, { url: 'https://93.184.215.14/hooks/bank', secret });
    expect(r.statusCode, r.body).toBe(200);
    const created = webhook.parse(r.json());
    expect(created).toMatchObject({ url: 'https://93.184.215.14/hooks/bank', enabled: true, disabledReason: null });
    expect(created.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.secret).not.toContain('whsec_0123');
    expect(created.secret.endsWith('WXYZ')).toBe(true);
    const list = webhookList.parse((await call('GET', '/api-portal/webhook')).json());
    expect(list.list.map((w) => w.uuid)).toContain(created.uuid);
    expect(JSON.stringify(list)).not.toContain(secret);
    const [row] = await t.ctx.db.query<{ secret_encrypted: string }>('SELECT secret_encrypted FROM webhooks WHERE id = $1', [created.uuid]);
    expect(row!.secret_encrypted).not.toContain(secret);
    expect(t.ctx.box.open(row!.secret_encrypted)).toBe(secret);
  });

  it('changes url and secret with PUT and removes the webhook with DELETE', async () => {
    allowPrivate(true);
    const r = await call('POST', '/api-portal/webhook', demo, { url: 'http://127.0.0.1:9/a', secret: SECRET });
    const id = r.json().uuid as string;
    const put = await call('PUT', `/api-portal/webhook/${id}`, demo, { url: 'http://127.0.0.1:9/b', secret: 'second-secret-long-enough' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ uuid: id, url: 'http://127.0.0.1:9/b' });
    const [row] = await t.ctx.db.query<{ secret_encrypted: string }>('SELECT secret_encrypted FROM webhooks WHERE id = $1', [id]);
    expect(t.ctx.box.open(row!.secret_encrypted)).toBe('second-secret-long-enough');
    const del = await call('DELETE', `/api-portal/webhook/${id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ id, deleted: true });
    expect((await call('GET', '/api-portal/webhook')).json().list.map((w: { uuid: string }) => w.uuid)).not.toContain(id);
    expect((await call('DELETE', `/api-portal/webhook/${id}`)).statusCode).toBe(404);
  });

  it('requires url and secret, and an http(s) url', async () => {
    allowPrivate(true);
    for (const [body, field] of [
      [{ url: 'http://127.0.0.1:9/x' }, 'secret'],
      [{ url: 'http://127.0.0.1:9/x', secret: '' }, 'secret'],
      [{ url: 'http://127.0.0.1:9/x', secret: '   ' }, 'secret'],
      [{ url: 'http://127.0.0.1:9/x', secret: 'x'.repeat(WEBHOOK_SECRET_MIN - 1) }, 'secret'],
      [{ secret: SECRET }, 'url'],
      [{ url: 'ftp://example.com/x', secret: SECRET }, 'url'],
      [{ url: 'javascript:alert(1)', secret: SECRET }, 'url'],
      [{ url: 'not a url', secret: SECRET }, 'url'],
    ] as const) {
      const r = await call('POST', '/api-portal/webhook', demo, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(417);
      expect(r.json().error_param).toContain(field);
    }
  });

  it("answers 404 for another partner's webhook, exactly as for one that does not exist", async () => {
    allowPrivate(true);
    const mine = (await call('POST', '/api-portal/webhook', demo, { url: 'http://127.0.0.1:9/mine', secret: SECRET })).json()
      .uuid as string;
    for (const id of [mine, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      for (const [method, url, body] of [
        ['GET', `/api-portal/webhook/${id}`, undefined],
        ['PUT', `/api-portal/webhook/${id}`, { url: 'http://127.0.0.1:9/theirs', secret: SECRET }],
        ['DELETE', `/api-portal/webhook/${id}`, undefined],
        ['PUT', `/api-portal/webhook/${id}/enabled`, { enabled: false }],
        ['GET', `/api-portal/webhook/${id}/deliveries`, undefined],
        ['POST', `/api-portal/webhook/${id}/test`, undefined],
        ['POST', `/api-portal/webhook/${id}/replay`, { since: '2024-01-01T00:00:00Z' }],
      ] as const) {
        const r = await call(method, url, other, body);
        expect(r.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect((await call('GET', `/api-portal/webhook/${mine}`)).json().url).toBe('http://127.0.0.1:9/mine');
    expect((await call('GET', '/api-portal/webhook', other)).json().list).toEqual([]);
  });

  it('needs a session of a verified partner', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api-portal/webhook' })).statusCode).toBe(401);
    const unverified = await t.login(UNVERIFIED.email, UNVERIFIED.password);
    const r = await call('POST', '/api-portal/webhook', unverified, { url: 'http://127.0.0.1:9/x', secret: SECRET });
    expect(r.statusCode).toBe(403);
  });

  it(`refuses more than ${WEBHOOKS_MAX} webhooks`, async () => {
    allowPrivate(true);
    const token = other;
    for (let i = (await call('GET', '/api-portal/webhook', token)).json().count; i < WEBHOOKS_MAX; i++) {
      expect((await call('POST', '/api-portal/webhook', token, { url: `http://127.0.0.1:9/${i}`, secret: SECRET })).statusCode).toBe(200);
    }
    const r = await call('POST', '/api-portal/webhook', token, { url: 'http://127.0.0.1:9/one-more', secret: SECRET });
    expect(r.statusCode).toBe(417);
    expect(r.json().error).toBe('too_many_webhooks');
  });
});

describe('server-side request forgery guard', () => {
  it('classifies addresses: loopback, private, link-local, metadata, CGNAT refused; public allowed', () => {
    for (const a of [
      '127.0.0.1',
      '127.8.9.10',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '169.254.1.1',
      '0.0.0.0',
      '0.1.2.3',
      '100.64.0.1',
      '100.127.255.254',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd00:ec2::254',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '224.0.0.1',
      '255.255.255.255',
    ]) {
      expect(isForbiddenAddress(a), a).toBe(true);
    }
    for (const a of ['93.184.215.14', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8', '11.0.0.1']) {
      expect(isForbiddenAddress(a), a).toBe(false);
    }
  });

  // addresses that slip past a check of a few named ranges, not past the IANA table
  const REPORTED = ['::7f00:1', '::a9fe:a9fe', '2002:a9fe:a9fe::', '2001::', '192.88.99.1'];
  // the first and last address of every special-purpose range, and each IPv4 range inside every IPv4-carrying IPv6 form
  const SPECIAL = [...SPECIAL_IPV4, ...SPECIAL_IPV6].flatMap((r) => [
    ipaddr.parseCIDR(r.cidr)[0].kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(r.cidr).toString()
      : ipaddr.IPv6.networkAddressFromCIDR(r.cidr).toString(),
    ipaddr.parseCIDR(r.cidr)[0].kind() === 'ipv4'
      ? ipaddr.IPv4.broadcastAddressFromCIDR(r.cidr).toString()
      : ipaddr.IPv6.broadcastAddressFromCIDR(r.cidr).toString(),
  ]);
  const carried = SPECIAL_IPV4.flatMap((r) => {
    const [a, b, c, d] = ipaddr.IPv4.networkAddressFromCIDR(r.cidr).octets;
    const hex = `${((a! << 8) | b!).toString(16)}:${((c! << 8) | d!).toString(16)}`;
    return [`::ffff:${hex}`, `64:ff9b::${hex}`, `2002:${hex}::1`];
  });
  const FORBIDDEN = [...REPORTED, ...SPECIAL, ...carried, '::127.0.0.1', '64:ff9b:1::808:808', '2001:0:4136:e378::1'];
  const PUBLIC = [
    '93.184.215.14',
    '8.8.8.8',
    '2606:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ];
  const literal = (a: string) => (a.includes(':') ? `[${a}]` : a);

  it('refuses every IANA special-purpose range, and IPv4 ones inside mapped, NAT64 and 6to4 forms; public unicast passes', () => {
    expect(SPECIAL.length).toBeGreaterThan(90);
    for (const a of FORBIDDEN) expect(isForbiddenAddress(a), a).toBe(true);
    for (const a of PUBLIC) expect(isForbiddenAddress(a), a).toBe(false);
    expect(classifyAddress('::7f00:1')).toMatch(/IPv4-compatible.*127\.0\.0\.1/);
    expect(classifyAddress('2002:a9fe:a9fe::')).toMatch(/^6to4 form of 169\.254\.169\.254: link-local.*RFC 3927/);
    expect(classifyAddress('2001::')).toMatch(/Teredo, 2001::\/32, RFC 4380/);
  });

  it('refuses every special-purpose address when saving (https and http), accepts public ones', async () => {
    allowPrivate(false);
    for (const a of FORBIDDEN) {
      for (const scheme of ['https', 'http']) {
        const url = `${scheme}://${literal(a)}/hook`;
        const r = await call('POST', '/api-portal/webhook', demo, { url, secret: SECRET });
        expect(r.statusCode, url).toBe(417);
        expect(r.json(), url).toMatchObject({ error: 'webhook_url_forbidden', error_param: 'url' });
      }
    }
    for (const a of PUBLIC) {
      const r = await call('POST', '/api-portal/webhook', demo, { url: `https://${literal(a)}/hook`, secret: SECRET });
      expect(r.statusCode, a).toBe(200);
      await call('DELETE', `/api-portal/webhook/${r.json().uuid}`);
    }
  });

  it('answers a generic refusal for an internal name, never the address it resolves to', async () => {
    allowPrivate(false);
    const r = await call('POST', '/api-portal/webhook', demo, { url: 'https://localhost/', secret: SECRET });
    expect(r.statusCode).toBe(417);
    expect(r.json()).toEqual({ error: 'webhook_url_forbidden', error_param: 'url', param_value: 'the address is not a public one' });
    expect(r.body).not.toMatch(/127\.0\.0\.1|::1|resolves/);
  });

  it('refuses every special-purpose address at connect time, by literal address and in DNS answers', async () => {
    const send = (url: string, resolve?: Resolve) => attempt({ url, allowPrivate: false, resolve });
    for (const [i, a] of FORBIDDEN.entries()) {
      const byLiteral = await send(`https://${literal(a)}/hook`);
      expect(byLiteral, a).toMatchObject({ statusCode: null, succeeded: false });
      // the partner reads a generic refusal; which address a name resolves to goes to the log only
      expect(byLiteral.error, a).toBe('refused: the address is not a public one');
      expect(byLiteral.detail, a).toMatch(/ is not public \(/);
      // a name whose DNS answer has one public and one special address: refused before any connection
      const answer = [
        { address: '93.184.215.14', family: 4 },
        { address: a, family: a.includes(':') ? 6 : 4 },
      ];
      const byName = await send(`https://hooks-${i}.partner.example/hook`, async () => answer);
      expect(byName.error, a).toBe('refused: the address is not a public one');
      expect(byName.detail, a).toMatch(new RegExp(`^hooks-${i}\\.partner\\.example resolves to ${a.replace(/\./g, '\\.')} \\(`));
    }
  });

  it('asks for https unless WEBHOOK_ALLOW_HTTP=true, when saving and when sending', async () => {
    allowPrivate(false);
    t.ctx.env.WEBHOOK_ALLOW_HTTP = false;
    try {
      const r = await call('POST', '/api-portal/webhook', demo, { url: 'http://93.184.215.14/hook', secret: SECRET });
      expect(r.statusCode).toBe(417);
      expect(r.json()).toMatchObject({ error: 'webhook_url_not_https', error_param: 'url' });
      const sent = await attempt({ url: 'http://93.184.215.14/hook', allowHttp: false });
      expect(sent).toMatchObject({ statusCode: null, succeeded: false, error: 'refused: only https URLs are allowed' });
    } finally {
      t.ctx.env.WEBHOOK_ALLOW_HTTP = true;
    }
  });

  it(`asks for a secret of at least ${WEBHOOK_SECRET_MIN} characters`, async () => {
    allowPrivate(true);
    const short = await call('POST', '/api-portal/webhook', demo, {
      url: 'https://93.184.215.14/h',
      secret: 'x'.repeat(WEBHOOK_SECRET_MIN - 1),
    });
    expect(short.statusCode).toBe(417);
    expect(short.json()).toMatchObject({ error_param: 'secret' });
    const ok = await call('POST', '/api-portal/webhook', demo, { url: 'https://93.184.215.14/h', secret: 'x'.repeat(WEBHOOK_SECRET_MIN) });
    expect(ok.statusCode).toBe(200);
    await call('DELETE', `/api-portal/webhook/${ok.json().uuid}`);
  });

  it('refuses private targets when saving, by literal address and by name', async () => {
    allowPrivate(false);
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://localhost:8080/hook',
      'http://10.0.0.5/hook',
      'http://192.168.0.10/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]:8080/hook',
      'http://[fd00:ec2::254]/',
      'https://100.64.3.4/',
      'http://0.0.0.0:8080/',
      'http://[::ffff:127.0.0.1]/',
    ]) {
      const r = await call('POST', '/api-portal/webhook', demo, { url, secret: SECRET });
      expect(r.statusCode, url).toBe(417);
      expect(r.json(), url).toMatchObject({ error: 'webhook_url_forbidden', error_param: 'url' });
    }
    const id = (await call('GET', '/api-portal/webhook')).json().list[0].uuid as string;
    const put = await call('PUT', `/api-portal/webhook/${id}`, demo, { url: 'http://localhost/x', secret: SECRET });
    expect(put.json().error).toBe('webhook_url_forbidden');
  });

  it('refuses a name that does not resolve', async () => {
    expect(await checkWebhookUrl('https://does-not-exist.invalid/hook', { allowPrivate: false, allowHttp: false })).toMatchObject({
      code: 'webhook_url_unresolvable',
    });
  });

  it('allows them with WEBHOOK_ALLOW_PRIVATE_URLS=true (local development and tests)', async () => {
    allowPrivate(true);
    const r = await call('POST', '/api-portal/webhook', demo, { url: 'http://localhost:8080/hook', secret: SECRET });
    expect(r.statusCode).toBe(200);
    await call('DELETE', `/api-portal/webhook/${r.json().uuid}`);
  });

  it('checks again at delivery: a target saved while allowed is refused once it is not, and nothing reaches it', async () => {
    const receiver = await Receiver.start();
    try {
      allowPrivate(true);
      const byIp = (await call('POST', '/api-portal/webhook', demo, { url: receiver.url, secret: SECRET })).json().uuid as string;
      const byName = (
        await call('POST', '/api-portal/webhook', demo, { url: receiver.url.replace('127.0.0.1', 'localhost'), secret: SECRET })
      ).json().uuid as string;
      // allowed: the name is resolved by the guarded lookup and the request arrives
      const ok = await call('POST', `/api-portal/webhook/${byName}/test`);
      await receiver.waitFor((g) => g.some((x) => x.id === ok.json().eventId));
      const arrived = receiver.got.length;
      allowPrivate(false);
      for (const id of [byIp, byName]) {
        const sent = await call('POST', `/api-portal/webhook/${id}/test`);
        expect(sent.statusCode, sent.body).toBe(200);
        const detail = await until(async () => {
          const d = (await call('GET', `/api-portal/webhook/${id}/deliveries/${sent.json().id}`)).json();
          return d.attemptList.length ? d : undefined;
        });
        // refused, so retried later: RETRYING, or SENDING again if a slow poll meets the next attempt (5 s on)
        expect(['RETRYING', 'SENDING']).toContain(detail.status);
        expect(detail.attemptList.at(-1)).toMatchObject({ statusCode: null, succeeded: false });
        // the partner reads a generic refusal; the address stays in the log
        expect(detail.attemptList.at(-1).error).toBe('refused: the address is not a public one');
      }
      await new Promise((r) => setTimeout(r, 300));
      expect(receiver.got).toHaveLength(arrived);
    } finally {
      allowPrivate(true);
      await receiver.down();
    }
  });
});

describe('one attempt', () => {
  it('gives up after the time-out and says so', async () => {
    const receiver = await Receiver.start();
    receiver.answer = () => ({ status: 200, delayMs: 2000 });
    try {
      const r = await attempt({ url: receiver.url, timeoutMs: 300 });
      expect(r).toMatchObject({ succeeded: false, statusCode: null, error: 'timed out after 0.3 s' });
      expect(r.durationMs).toBeGreaterThanOrEqual(290);
      expect(r.durationMs).toBeLessThan(1500);
    } finally {
      await receiver.down();
    }
  });

  it('does not follow redirects: a 3xx is a failed attempt', async () => {
    const receiver = await Receiver.start();
    receiver.answer = () => ({ status: 302, body: 'moved' });
    try {
      const r = await attempt({ url: receiver.url });
      expect(r).toMatchObject({ succeeded: false, statusCode: 302, response: 'moved', error: null });
      expect(receiver.got).toHaveLength(1);
    } finally {
      await receiver.down();
    }
  });
});
