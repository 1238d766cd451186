// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { defineRoute } from '@portal/contract';
import { api, call, setStepUpHandler, setUnauthorizedHandler } from './api-client';
import { UnexpectedAnswerError } from './api-error';
import { ApiError, StepUpCancelledError } from './api-error';
import { SESSION_KEY, sessionStore } from './session';
import { EARLY_ENVIRONMENT_KEY, startEarlyCalls } from '../early-calls';
import { ENVIRONMENT_HEADER } from '@portal/contract';
import { hashKey } from '@tanstack/react-query';
import { ENVIRONMENT_KEY, environmentStore } from './environment';
import { queryHash } from './query-client';

const answer = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    sessionStore.set({ email: 'demo@partner.test', token: 'tok-1' });
  });
  afterEach(() => {
    fetchMock.mockReset();
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it('answers 403 step_up_required with one prompt, then repeats the call once; a cancelled prompt ends it quietly', async () => {
    const prompt = vi.fn(async () => true);
    setStepUpHandler(prompt);
    const stepUp = () => answer(403, { error: 'step_up_required', message: 'enter a code' });
    fetchMock.mockResolvedValueOnce(stepUp()).mockResolvedValueOnce(answer(200, { id: 's1', deleted: true }));
    await expect(api.delete('/api-portal/user/secrets/s1')).resolves.toEqual({ id: 's1', deleted: true });
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]![1]?.method).toBe('DELETE');
    // refused again after the code: no second prompt for the same call
    fetchMock.mockImplementation(async () => stepUp());
    await expect(api.delete('/api-portal/user/secrets/s1')).rejects.toBeInstanceOf(ApiError);
    expect(prompt).toHaveBeenCalledTimes(2);
    prompt.mockResolvedValueOnce(false);
    await expect(api.delete('/api-portal/user/secrets/s1')).rejects.toBeInstanceOf(StepUpCancelledError);
    setStepUpHandler(null);
  });

  it("sends the tab's environment with every call, as the early script does, and a query is cached per environment", async () => {
    fetchMock.mockImplementation(async () => answer(200, { ok: true }));
    const sent = () => new Headers(fetchMock.mock.calls.at(-1)![1]?.headers).get(ENVIRONMENT_HEADER);
    await api.get('/api-portal/clients');
    expect(sent()).toBe('live');
    const live = queryHash(['partner-data', 'clients']);
    environmentStore.set('sandbox');
    try {
      await api.post('/api-portal/webhook', { body: {} });
      expect(sent()).toBe('sandbox');
      expect(queryHash(['partner-data', 'clients'])).not.toBe(live);
      // the user is the same in both
      expect(queryHash(['user', 'me'])).toBe(hashKey(['user', 'me']));
      expect(EARLY_ENVIRONMENT_KEY).toBe(ENVIRONMENT_KEY);
      const storage = { getItem: (k: string) => (k === EARLY_ENVIRONMENT_KEY ? 'sandbox' : null) } as unknown as Storage;
      startEarlyCalls({ base: '', storage, fetchFn: fetchMock, now: () => 0 });
      expect(sent()).toBe('sandbox');
    } finally {
      environmentStore.set('live');
    }
  });

  it('takes the answer of a call the early script started (src/early-calls.ts) once, then asks itself', async () => {
    // a refused refresh, so that no check follows it here
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/refreshToken') ? answer(401, { error: 'unauthorized' }) : answer(200, { asked: fetchMock.mock.calls.length }),
    );
    const storage = { getItem: () => JSON.stringify({ email: 'demo@partner.test', token: 'tok-1' }) } as unknown as Storage;
    globalThis.portalEarlyCalls = startEarlyCalls({ base: '', storage, fetchFn: fetchMock, now: () => 0 });
    try {
      // status, refresh and user started early
      expect(fetchMock).toHaveBeenCalledTimes(3);
      await expect(api.get('/api-portal/user/me')).resolves.toEqual({ asked: 3 });
      expect(fetchMock).toHaveBeenCalledTimes(3);
      await expect(api.get('/api-portal/user/me')).resolves.toEqual({ asked: 4 });
      expect(fetchMock).toHaveBeenCalledTimes(4);
      // another token than the early call's: asked again
      await expect(api.get('/api-portal/auth/status', { token: 'tok-other' })).resolves.toEqual({ asked: 5 });
    } finally {
      globalThis.portalEarlyCalls = undefined;
    }
  });

  it('sends the session token as a Bearer header and JSON bodies', async () => {
    fetchMock.mockResolvedValue(answer(200, { ok: true }));
    await api.post('/api-portal/x', { body: { a: 1 }, query: { skip: 0, filter: '' } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api-portal/x?skip=0');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });

  it('calls a contract route: method, filled path, query, body, and the answer checked against its schema', async () => {
    const route = defineRoute({
      method: 'PUT',
      path: '/api-portal/things/:id',
      body: z.object({ name: z.string() }),
      responses: { 200: z.object({ id: z.string() }) },
    });
    fetchMock.mockResolvedValue(answer(200, { id: 'a b' }));
    await expect(call(route, { params: { id: 'a b' }, body: { name: 'n' }, query: { take: 5 } })).resolves.toEqual({ id: 'a b' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api-portal/things/a%20b?take=5');
    expect(init?.method).toBe('PUT');
    fetchMock.mockResolvedValue(answer(200, { id: 1 }));
    await expect(call(route, { params: { id: 'x' }, body: { name: 'n' } })).rejects.toBeInstanceOf(UnexpectedAnswerError);
  });

  it('parses a 417 into an ApiError carrying the body', async () => {
    fetchMock.mockResolvedValue(answer(417, { error: 'invalid_param', error_param: 'take', param_value: '500' }));
    const error = await api.get('/api-portal/clients').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 417, code: 'invalid_param', body: { error_param: 'take' } });
  });

  it('clears the session and hands over to the router on any 401', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValue(answer(401, { error: 'unauthorized', message: 'session expired' }));
    await expect(api.get('/api-portal/user/me')).rejects.toMatchObject({ status: 401, serverMessage: 'session expired' });
    expect(sessionStore.get()).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('leaves the current session alone when a 401 answers a session already gone here', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    let release: (r: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (release = resolve)));
    const pending = api.post('/api-portal/auth/refreshToken').catch((e: unknown) => e);
    // meanwhile the user signs out and in again: the late 401 is about tok-1, not tok-2
    sessionStore.set({ email: 'demo@partner.test', token: 'tok-2' });
    release(answer(401, { error: 'unauthorized', message: 'session expired' }));
    expect(await pending).toMatchObject({ status: 401 });
    expect(sessionStore.token()).toBe('tok-2');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a 401 to a call sent without a session navigates nowhere', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    sessionStore.clear();
    fetchMock.mockResolvedValue(answer(401, { error: 'unauthorized' }));
    await expect(api.post('/api-portal/auth/refreshToken')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('can send a session token it no longer keeps (ending it on the server)', async () => {
    sessionStore.clear();
    fetchMock.mockResolvedValue(answer(200, { ok: true }));
    await api.get('/api-portal/auth/logout', { token: 'tok-old' });
    expect((fetchMock.mock.calls[0][1]?.headers as Record<string, string>).Authorization).toBe('Bearer tok-old');
  });
});

describe('api client answers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses an answer that does not match the contract schema', async () => {
    const { z } = await import('zod');
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(answer(200, { loggedIn: 'yes' })));
    await expect(api.get('/api-portal/auth/logged-in', { schema: z.object({ loggedIn: z.boolean() }) })).rejects.toThrow(
      'Unexpected answer from /api-portal/auth/logged-in',
    );
  });
});
