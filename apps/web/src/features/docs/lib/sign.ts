import { SIGNATURE_HEADERS, stringToSign } from '@portal/contract';

const encoder = new TextEncoder();

/** Lower-case hex HMAC-SHA256 with Web Crypto: the secret never leaves the browser. */
export async function hmacHex(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(text));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The same digest as Base64 (a common mistake the checker recognises). */
export async function hmacBase64(secret: string, text: string): Promise<string> {
  const hex = await hmacHex(secret, text);
  const bytes = hex.match(/../g)!.map((h) => parseInt(h, 16));
  return btoa(String.fromCharCode(...bytes));
}

export interface SignInput {
  token: string;
  secret: string;
  method: string;
  pathWithQuery: string;
  body?: string;
  /** Unix seconds; now by default */
  ts?: number;
}

export interface SignedRequest {
  ts: string;
  method: string;
  pathWithQuery: string;
  stringToSign: string;
  signature: string;
  headers: Record<string, string>;
}

/** Signs one partner API call exactly as CONTRACTS §5 says (ts + METHOD + path with query + body). */
export async function signRequest(i: SignInput): Promise<SignedRequest> {
  const ts = String(i.ts ?? Math.floor(Date.now() / 1000));
  const method = i.method.toUpperCase();
  const text = stringToSign(ts, method, i.pathWithQuery, i.body ?? '');
  const signature = await hmacHex(i.secret, text);
  return {
    ts,
    method,
    pathWithQuery: i.pathWithQuery,
    stringToSign: text,
    signature,
    headers: { [SIGNATURE_HEADERS.token]: i.token, [SIGNATURE_HEADERS.timestamp]: ts, [SIGNATURE_HEADERS.signature]: signature },
  };
}
