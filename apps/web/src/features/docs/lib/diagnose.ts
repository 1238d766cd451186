import { SIGNATURE_TOLERANCE_SECONDS, stringToSign } from '@portal/contract';
import { hmacBase64, hmacHex } from './sign';

export interface CheckInput {
  ts: string;
  method: string;
  path: string;
  body: string;
  secret: string;
  /** the signature the partner's code produced */
  signature: string;
  /** Unix seconds of this computer, for the clock check */
  nowSeconds: number;
}

/** One thing that differs between what the partner's code did and what the server expects. */
export type Finding =
  | { code: 'match' }
  | { code: 'clockSkew'; seconds: number; side: 'older' | 'newer' }
  | { code: 'milliseconds' }
  | { code: 'timestampNotNumber' }
  | { code: 'methodCase'; sent: string }
  | { code: 'missingQuery' }
  | { code: 'fullUrl' }
  | { code: 'bodyWhitespace' }
  | { code: 'bodyOmitted' }
  | { code: 'bodyEmptyObject' }
  | { code: 'separators' }
  | { code: 'upperCaseHex' }
  | { code: 'base64' }
  | { code: 'unknown' };

export interface CheckResult {
  stringToSign: string;
  expected: string;
  matches: boolean;
  findings: Finding[];
}

function bodyVariants(body: string): string[] {
  const out = new Set<string>([body.trim(), `${body}\n`, body.replace(/\r\n/g, '\n')]);
  try {
    const parsed: unknown = JSON.parse(body);
    out.add(JSON.stringify(parsed));
    out.add(JSON.stringify(parsed, null, 2));
    out.add(JSON.stringify(parsed, null, 4));
    out.add(JSON.stringify(parsed).replace(/":/g, '": ').replace(/,"/g, ', "'));
  } catch {
    /* not JSON: only whitespace variants */
  }
  out.delete(body);
  return [...out];
}

/**
 * Recomputes the signature the server expects and, when the partner's differs, tries the usual
 * mistakes one by one (method case, missing query, body whitespace, separators, encoding, clock)
 * to say what differs. Everything runs in the browser.
 */
export async function checkSignature(i: CheckInput): Promise<CheckResult> {
  const method = i.method.trim();
  const path = i.path.trim();
  const ts = i.ts.trim();
  const sig = i.signature.trim();
  const text = stringToSign(ts, method, path, i.body);
  const expected = await hmacHex(i.secret, text);
  const findings: Finding[] = [];

  if (!/^\d+$/.test(ts)) findings.push({ code: 'timestampNotNumber' });
  else if (ts.length >= 13) findings.push({ code: 'milliseconds' });
  else {
    const skew = i.nowSeconds - Number(ts);
    if (Math.abs(skew) > SIGNATURE_TOLERANCE_SECONDS)
      findings.push({ code: 'clockSkew', seconds: Math.abs(skew), side: skew > 0 ? 'older' : 'newer' });
  }
  if (/^https?:\/\//i.test(path)) findings.push({ code: 'fullUrl' });

  const matches = sig === expected;
  if (matches) return { stringToSign: text, expected, matches, findings: [{ code: 'match' }, ...findings] };

  const same = async (candidate: string) => (await hmacHex(i.secret, candidate)) === sig;
  const M = method.toUpperCase();
  if (sig.toLowerCase() === expected) findings.push({ code: 'upperCaseHex' });
  else if (sig === (await hmacBase64(i.secret, text))) findings.push({ code: 'base64' });
  else if (method !== M && (await same(`${ts}${method}${path}${i.body}`))) findings.push({ code: 'methodCase', sent: method });
  else if (path.includes('?') && (await same(stringToSign(ts, M, path.slice(0, path.indexOf('?')), i.body))))
    findings.push({ code: 'missingQuery' });
  else if (i.body !== '' && (await same(stringToSign(ts, M, path, '')))) findings.push({ code: 'bodyOmitted' });
  else if (i.body === '' && ((await same(stringToSign(ts, M, path, '{}'))) || (await same(stringToSign(ts, M, path, 'null')))))
    findings.push({ code: 'bodyEmptyObject' });
  else if ((await Promise.all(['\n', '.', ' ', '|'].map((s) => same([ts, M, path, ...(i.body ? [i.body] : [])].join(s))))).some(Boolean))
    findings.push({ code: 'separators' });
  else {
    let found = false;
    for (const b of bodyVariants(i.body)) {
      if (await same(stringToSign(ts, M, path, b))) {
        found = true;
        break;
      }
    }
    findings.push(found ? { code: 'bodyWhitespace' } : { code: 'unknown' });
  }
  return { stringToSign: text, expected, matches, findings };
}
