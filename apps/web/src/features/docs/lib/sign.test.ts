import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacBase64, hmacHex, signRequest } from './sign';

const node = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest();

describe('browser signing (Web Crypto)', () => {
  it('gives the same lower-case hex HMAC-SHA256 as the server', async () => {
    const text = '1760000000POST/partner/v1/accounts?x=1{"clientId":"à","currency":"EUR"}';
    expect(await hmacHex('sk_secret', text)).toBe(node('sk_secret', text).toString('hex'));
    expect(await hmacBase64('sk_secret', text)).toBe(node('sk_secret', text).toString('base64'));
  });

  it('signs ts + upper-case METHOD + path with query + body and sets the three headers', async () => {
    const s = await signRequest({
      token: 'pk_1',
      secret: 'sk_1',
      method: 'post',
      pathWithQuery: '/partner/v1/clients?a=b',
      body: '{"a":1}',
      ts: 1760000000,
    });
    expect(s.stringToSign).toBe('1760000000POST/partner/v1/clients?a=b{"a":1}');
    expect(s.headers).toEqual({
      'x-app-access-token': 'pk_1',
      'x-app-access-ts': '1760000000',
      'x-app-access-sig': node('sk_1', s.stringToSign).toString('hex'),
    });
  });

  it('leaves the body out when there is none', async () => {
    const s = await signRequest({ token: 't', secret: 's', method: 'GET', pathWithQuery: '/partner/v1/clients', ts: 1 });
    expect(s.stringToSign).toBe('1GET/partner/v1/clients');
  });
});
