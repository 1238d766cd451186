import crypto from 'node:crypto';
import { SIGNATURE_HEADERS, stringToSign } from '@portal/contract';

/** Where the portal is and the API key (token and secret) that signs every call. */
export interface Portal {
  url: string;
  token: string;
  secret: string;
}

/** A refused call: the portal's status, error code and words. */
export class PortalError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const hmacHex = (key: string, text: string) => crypto.createHmac('sha256', key).update(text).digest('hex');

/**
 * A `/partner/v1` call signed the documented way (the contract's `stringToSign`): Unix seconds, the
 * method, the path with its query exactly as sent and the raw body, HMAC-SHA256 with the key's secret.
 */
export function signedFetch(
  p: Portal,
  method: string,
  pathWithQuery: string,
  o: { body?: unknown; signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<Response> {
  const raw = o.body === undefined ? '' : JSON.stringify(o.body);
  const ts = String(Math.floor(Date.now() / 1000));
  return fetch(new URL(pathWithQuery, p.url), {
    method,
    signal: o.signal,
    headers: {
      [SIGNATURE_HEADERS.token]: p.token,
      [SIGNATURE_HEADERS.timestamp]: ts,
      [SIGNATURE_HEADERS.signature]: hmacHex(p.secret, stringToSign(ts, method, pathWithQuery, raw)),
      ...(raw ? { 'content-type': 'application/json' } : {}),
      ...o.headers,
    },
    ...(raw ? { body: raw } : {}),
  });
}

/** The error of a refused answer, from its body (401/403/404 `{error, message}`, 417/429 `{error, error_param, param_value}`). */
export async function refusal(res: Response): Promise<PortalError> {
  const text = await res.text().catch(() => '');
  try {
    const b = JSON.parse(text) as { error?: string; message?: string; error_param?: string; param_value?: string };
    const words = b.message ?? [b.error_param, b.param_value].filter(Boolean).join(': ');
    return new PortalError(res.status, b.error ?? String(res.status), `${res.status} ${b.error ?? ''}${words ? `: ${words}` : ''}`);
  } catch {
    return new PortalError(res.status, String(res.status), `${res.status} ${text.slice(0, 200)}`);
  }
}

export async function signedJson<T>(p: Portal, method: string, pathWithQuery: string, body?: unknown): Promise<T> {
  const res = await signedFetch(p, method, pathWithQuery, { body });
  if (!res.ok) throw await refusal(res);
  return (await res.json()) as T;
}
