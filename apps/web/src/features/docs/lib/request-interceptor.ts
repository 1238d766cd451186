import { PARTNER_API_BASE } from '@portal/contract';
import { signRequest, type SignedRequest } from './sign';

/** The request object swagger-ui hands to its `requestInterceptor` (only the fields used here). */
export interface TryItRequest {
  url: string;
  /** absent when swagger-ui fetches the OpenAPI document itself */
  method?: string;
  /** true when swagger-ui fetches the OpenAPI document itself */
  loadSpec?: boolean;
  headers: Record<string, string>;
  body?: unknown;
  [key: string]: unknown;
}

export interface Credentials {
  token: string;
  secret: string;
}

export type SigningEvent =
  | { kind: 'signed'; request: SignedRequest }
  | { kind: 'missingCredentials'; method: string; pathWithQuery: string }
  | { kind: 'session'; method: string; pathWithQuery: string };

export interface InterceptorDeps {
  credentials: () => Credentials | null;
  sessionToken: () => string | null;
  onEvent: (e: SigningEvent) => void;
  origin: string;
}

const isPartnerApi = (pathname: string) => pathname === PARTNER_API_BASE || pathname.startsWith(`${PARTNER_API_BASE}/`);

/**
 * swagger-ui's request hook: a partner API call is signed in the browser with the pasted token and
 * secret (the secret never leaves this page), a portal call carries the session. The body is fixed
 * to the exact text that is signed and sent.
 */
export function makeRequestInterceptor(deps: InterceptorDeps) {
  return async (req: TryItRequest): Promise<TryItRequest> => {
    if (req.loadSpec) return req;
    const url = new URL(req.url, deps.origin);
    const pathWithQuery = `${url.pathname}${url.search}`;
    const method = (req.method ?? 'GET').toUpperCase();
    req.method = method;
    req.headers = { ...req.headers };
    if (!isPartnerApi(url.pathname)) {
      const token = deps.sessionToken();
      if (token) req.headers.Authorization = `Bearer ${token}`;
      deps.onEvent({ kind: 'session', method, pathWithQuery });
      return req;
    }
    delete req.headers.Authorization;
    const credentials = deps.credentials();
    if (!credentials) {
      deps.onEvent({ kind: 'missingCredentials', method, pathWithQuery });
      return req;
    }
    const body = req.body === undefined || req.body === null ? '' : typeof req.body === 'string' ? req.body : JSON.stringify(req.body);
    if (body !== '') req.body = body;
    const signed = await signRequest({ ...credentials, method, pathWithQuery, body });
    Object.assign(req.headers, signed.headers);
    deps.onEvent({ kind: 'signed', request: signed });
    return req;
  };
}
