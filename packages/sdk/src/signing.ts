import { SIGNATURE_HEADERS, stringToSign } from '@portal/contract';
import { hmacSha256Hex } from './crypto';

/** An API key of the portal: its token (sent as `x-app-access-token`) and its secret (never sent). */
export interface ApiKey {
  apiKey: string;
  apiSecret: string;
}

/**
 * Signs a request in place the documented way (partner-portal §7, CONTRACTS §5): HMAC-SHA256 with the key's secret over
 * Unix seconds, the method, the path with its query exactly as sent and the raw body. A retry is signed anew: the
 * server refuses a signature it has seen and a timestamp out of its window.
 */
export async function signRequest(request: Request, key: ApiKey): Promise<Request> {
  const url = new URL(request.url);
  const body = request.body ? await request.clone().text() : '';
  const ts = String(Math.floor(Date.now() / 1000));
  request.headers.set(SIGNATURE_HEADERS.token, key.apiKey);
  request.headers.set(SIGNATURE_HEADERS.timestamp, ts);
  request.headers.set(
    SIGNATURE_HEADERS.signature,
    await hmacSha256Hex(key.apiSecret, stringToSign(ts, request.method, url.pathname + url.search, body)),
  );
  return request;
}
