import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkSignature, type CheckInput } from './diagnose';

const SECRET = 'sk_test_secret';
const sign = (text: string) => createHmac('sha256', SECRET).update(text).digest('hex');
const body = '{"clientId":"3f1c","currency":"EUR"}';
const base: CheckInput = {
  ts: '1760000000',
  method: 'POST',
  path: '/partner/v1/accounts?x=1',
  body,
  secret: SECRET,
  signature: '',
  nowSeconds: 1760000010,
};
const codes = async (i: Partial<CheckInput>) => (await checkSignature({ ...base, ...i })).findings.map((f) => f.code);

describe('signature checker', () => {
  it('confirms a right signature and shows the string to sign', async () => {
    const r = await checkSignature({ ...base, signature: sign(`1760000000POST/partner/v1/accounts?x=1${body}`) });
    expect(r.matches).toBe(true);
    expect(r.stringToSign).toBe(`1760000000POST/partner/v1/accounts?x=1${body}`);
    expect(r.findings).toEqual([{ code: 'match' }]);
  });

  it('names the usual mistakes', async () => {
    expect(await codes({ method: 'post', signature: sign(`1760000000post/partner/v1/accounts?x=1${body}`) })).toEqual(['methodCase']);
    expect(await codes({ signature: sign(`1760000000POST/partner/v1/accounts${body}`) })).toEqual(['missingQuery']);
    expect(await codes({ signature: sign(`1760000000POST/partner/v1/accounts?x=1${JSON.stringify(JSON.parse(body), null, 2)}`) })).toEqual([
      'bodyWhitespace',
    ]);
    expect(await codes({ signature: sign('1760000000POST/partner/v1/accounts?x=1') })).toEqual(['bodyOmitted']);
    expect(await codes({ body: '', method: 'GET', signature: sign('1760000000GET/partner/v1/accounts?x=1{}') })).toEqual([
      'bodyEmptyObject',
    ]);
    expect(await codes({ signature: sign(['1760000000', 'POST', '/partner/v1/accounts?x=1', body].join('\n')) })).toEqual(['separators']);
    const right = sign(`1760000000POST/partner/v1/accounts?x=1${body}`);
    expect(await codes({ signature: right.toUpperCase() })).toEqual(['upperCaseHex']);
    expect(await codes({ signature: Buffer.from(right, 'hex').toString('base64') })).toEqual(['base64']);
    expect(await codes({ signature: 'f'.repeat(64) })).toEqual(['unknown']);
  });

  it('warns about the clock and milliseconds even when the signature matches', async () => {
    const late = await checkSignature({
      ...base,
      nowSeconds: 1760000412,
      signature: sign(`1760000000POST/partner/v1/accounts?x=1${body}`),
    });
    expect(late.findings).toEqual([{ code: 'match' }, { code: 'clockSkew', seconds: 412, side: 'older' }]);
    expect(await codes({ ts: '1760000000000', nowSeconds: 1760000000 })).toContain('milliseconds');
    expect(await codes({ ts: '2025-10-09T08:53:20Z' })).toContain('timestampNotNumber');
  });
});
