import crypto from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { ENVIRONMENT_HEADER, SIGNATURE_HEADERS, stringToSign, type Environment } from '@portal/contract';
import { auth, type TestApp } from './build';

export interface ApiKey {
  id: string;
  token: string;
  secret: string;
}

/** Generates an API secret through the portal, as a partner does on the account page (in its live environment by default). */
export async function newKey(
  t: TestApp,
  sessionToken: string,
  label = 'test key',
  settings: object = {},
  environment?: Environment,
): Promise<ApiKey> {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api-portal/user/secrets',
    headers: { ...auth(sessionToken), ...(environment && { [ENVIRONMENT_HEADER]: environment }) },
    payload: { label, ...settings },
  });
  if (r.statusCode !== 200) throw new Error(`secret: ${r.statusCode} ${r.body}`);
  return r.json();
}

export const hmac = (secret: string, text: string) => crypto.createHmac('sha256', secret).update(text).digest('hex');

export interface SignOptions {
  ts?: number | string;
  /** signs something else than what is sent */
  signWith?: { method?: string; url?: string; body?: string; secret?: string };
  headers?: Record<string, string>;
  /** the peer address the call comes from (default 127.0.0.1) */
  remoteAddress?: string;
}

/** Sends a signed partner API call the way the documentation tells partners to. */
export function signedCall(t: TestApp, key: ApiKey, method: string, url: string, body?: unknown, o: SignOptions = {}) {
  const raw = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const ts = String(o.ts ?? Math.floor(t.ctx.now().getTime() / 1000));
  const s = o.signWith ?? {};
  const sig = hmac(s.secret ?? key.secret, stringToSign(ts, s.method ?? method, s.url ?? url, s.body ?? raw));
  const req: InjectOptions = {
    method: method as InjectOptions['method'],
    url,
    headers: {
      [SIGNATURE_HEADERS.token]: key.token,
      [SIGNATURE_HEADERS.timestamp]: ts,
      [SIGNATURE_HEADERS.signature]: sig,
      ...(raw ? { 'content-type': 'application/json' } : {}),
      ...o.headers,
    },
    ...(raw ? { payload: raw } : {}),
    ...(o.remoteAddress ? { remoteAddress: o.remoteAddress } : {}),
  };
  return t.app.inject(req);
}

/** A new individual client of the key's partner with one EUR wallet; answers the wallet id. */
export async function newWallet(t: TestApp, key: ApiKey, email: string, label?: string): Promise<string> {
  const client = await signedCall(t, key, 'POST', '/partner/v1/clients', {
    type: 'EXTERNAL_INDIVIDUAL',
    email,
    firstName: 'Test',
    lastName: 'Client',
  });
  const account = await signedCall(t, key, 'POST', '/partner/v1/accounts', { clientId: client.json().clientId, currency: 'EUR', label });
  if (account.statusCode !== 201) throw new Error(`account: ${account.statusCode} ${account.body}`);
  return account.json().walletId;
}
