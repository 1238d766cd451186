import type { z } from 'zod/mini';
import { okSchema, pathOf, type OkSchema, type PathParams, type RouteDescriptor } from '@portal/contract';
import { config } from './config';
import { ENVIRONMENT_HEADER, STEP_UP_REQUIRED } from '@portal/contract';
import { environmentStore } from './environment';
import { ApiError, NetworkError, StepUpCancelledError, UnexpectedAnswerError } from './api-error';
import { sessionStore } from './session';
import { activitySent } from './session-activity';
import { takeEarlyAnswer } from './early-answers';

type Method = RouteDescriptor['method'];
type Query = Record<string, string | number | undefined | null>;

export interface RequestOptions<S extends z.ZodMiniType | undefined = undefined> {
  body?: unknown;
  query?: Query;
  /** Contract schema the answer must match. */
  schema?: S;
  signal?: AbortSignal;
  /** Sends this session token instead of the current one (ending a session already forgotten here). */
  token?: string;
  /** set on the retry after a step-up: a second 403 step_up_required is not asked again */
  steppedUp?: boolean;
}

type Answer<S> = S extends z.ZodMiniType ? z.output<S> : unknown;

let unauthorizedHandler: () => void = () => {
  if (!window.location.pathname.startsWith('/auth')) window.location.assign('/auth');
};

/**
 * Asks the user for a step-up code (the app mounts one prompt); resolves true once the server took it,
 * false when the user cancelled. Concurrent calls share one prompt.
 */
let stepUpHandler: (() => Promise<boolean>) | null = null;
export function setStepUpHandler(handler: (() => Promise<boolean>) | null) {
  stepUpHandler = handler;
}
const isStepUpRequired = (status: number, payload: unknown) =>
  status === 403 && typeof payload === 'object' && payload !== null && (payload as { error?: unknown }).error === STEP_UP_REQUIRED;

/** The app registers how a 401 navigates (the router); the session is cleared here first. */
export function setUnauthorizedHandler(handler: () => void) {
  unauthorizedHandler = handler;
}

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${config.apiBaseUrl}${path}${search ? `?${search}` : ''}`;
}

async function readPayload(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * One fetch for every call (JSON, forms, downloads): the session token, a network failure as
 * NetworkError, a non-2xx answer as ApiError. A 401 ends the session it was sent with; a call sent
 * without one, or with one already gone here (signed out, replaced meanwhile), must not end the
 * current one nor navigate away. Signed-out visitors of protected screens are sent to /auth by the
 * router, not by their calls.
 */
export async function send(
  method: Method,
  path: string,
  o: { query?: Query; body?: BodyInit; headers?: Record<string, string>; signal?: AbortSignal; token?: string } = {},
): Promise<Response> {
  const token = o.token ?? sessionStore.token();
  const headers: Record<string, string> = { ...o.headers, [ENVIRONMENT_HEADER]: environmentStore.get() };
  if (token) headers.Authorization = `Bearer ${token}`;
  const url = buildUrl(path, o.query);
  activitySent(path);
  let response: Response;
  try {
    // the first calls of a visit may have been started before the app (src/early-calls.ts): their answer, once
    const early = o.body === undefined ? await takeEarlyAnswer(method, url, token) : undefined;
    response = early ?? (await fetch(url, { method, headers, body: o.body, signal: o.signal }));
  } catch (cause) {
    throw new NetworkError(cause);
  }
  if (response.status === 401 && token && token === sessionStore.token()) {
    sessionStore.clear({ endedBy: 'server' });
    unauthorizedHandler();
  }
  if (!response.ok) throw new ApiError({ status: response.status, statusText: response.statusText, payload: await readPayload(response) });
  return response;
}

async function request<S extends z.ZodMiniType | undefined>(
  method: Method,
  path: string,
  options: RequestOptions<S> = {},
): Promise<Answer<S>> {
  const json = options.body !== undefined;
  let response: Response;
  try {
    response = await send(method, path, {
      query: options.query,
      body: json ? JSON.stringify(options.body) : undefined,
      headers: json ? { Accept: 'application/json', 'Content-Type': 'application/json' } : { Accept: 'application/json' },
      signal: options.signal,
      token: options.token,
    });
  } catch (err) {
    // a sensitive action without a fresh code: one prompt, then the same call once more
    if (err instanceof ApiError && isStepUpRequired(err.status, err.payload) && stepUpHandler && !options.steppedUp) {
      if (!(await stepUpHandler())) throw new StepUpCancelledError();
      return request(method, path, { ...options, steppedUp: true });
    }
    throw err;
  }
  const payload = await readPayload(response);
  if (!options.schema) return payload as Answer<S>;
  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) throw new UnexpectedAnswerError(path, parsed.error);
  return parsed.data as Answer<S>;
}

export const api = {
  get: <S extends z.ZodMiniType | undefined = undefined>(path: string, options?: RequestOptions<S>) => request('GET', path, options),
  post: <S extends z.ZodMiniType | undefined = undefined>(path: string, options?: RequestOptions<S>) => request('POST', path, options),
  put: <S extends z.ZodMiniType | undefined = undefined>(path: string, options?: RequestOptions<S>) => request('PUT', path, options),
  delete: <S extends z.ZodMiniType | undefined = undefined>(path: string, options?: RequestOptions<S>) => request('DELETE', path, options),
};

type Input<R extends RouteDescriptor> = (keyof PathParams<R['path']> extends never
  ? { params?: undefined }
  : { params: PathParams<R['path']> }) &
  (R['body'] extends z.ZodMiniType ? { body: z.input<R['body']> } : { body?: undefined }) & {
    query?: Query;
    signal?: AbortSignal;
    token?: string;
  };

/**
 * Calls one route of the contract: its method and path (placeholders filled from `params`), and the
 * answer checked against its success schema. The one way the web app talks to the server.
 */
export function call<R extends RouteDescriptor>(route: R, input: Input<R>): Promise<Answer<OkSchema<R>>> {
  const { params, ...options } = input as { params?: Record<string, string> } & RequestOptions;
  const path = (pathOf as (r: RouteDescriptor, p?: Record<string, string>) => string)(route, params);
  return request(route.method, path, { ...options, schema: okSchema(route) }) as Promise<Answer<OkSchema<R>>>;
}
