// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { manualIdle, prepareMantineDom } from '../../../testing/jsdom-setup';
import { sessionStore } from '../../../lib/session';

// the test says when the browser is idle
let runIdle = () => {};
let root: Root | undefined;
// a local server stands for the portal's: the socket client's handshakes it receives (WebSocket or polling)
const opened: string[] = [];
let server: Server;
let LiveChannels: typeof import('../components/live-channels').LiveChannels;

beforeAll(async () => {
  server = createServer((request, response) => {
    opened.push(request.url ?? '');
    response.writeHead(400).end();
  });
  server.on('upgrade', (request, socket) => {
    opened.push(request.url ?? '');
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // the API's base (lib/config.ts), read as its module loads
  vi.stubEnv('VITE_API_BASE_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  ({ LiveChannels } = await import('../components/live-channels'));
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  prepareMantineDom();
  runIdle = manualIdle();
  opened.length = 0;
  sessionStore.set({ email: 'owner@partner.test', token: 'a-token' } as Parameters<typeof sessionStore.set>[0]);
});

afterEach(async () => {
  await act(async () => root?.unmount());
  sessionStore.clear();
});

const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

async function mount() {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () =>
    root!.render(
      <QueryClientProvider client={new QueryClient()}>
        <LiveChannels />
      </QueryClientProvider>,
    ),
  );
}

it('opens the two live channels once the browser is idle, not with the first render', async () => {
  await mount();
  // time enough for the socket client to have loaded and connected, were it asked for
  await pause(300);
  expect(opened).toEqual([]);
  await act(async () => runIdle());
  // the socket client is imported now: 10 s at most, a first import is slow on a busy machine
  for (let waited = 0; opened.length < 1 && waited < 10_000; waited += 20) await pause(20);
  expect(opened.length).toBeGreaterThan(0);
  expect(opened.every((url) => url.startsWith('/socket.io/'))).toBe(true);
  // the token travels in socket.io's auth payload, never in a URL that a proxy's access log keeps
  expect(opened.filter((url) => url.includes('a-token'))).toEqual([]);
});

it('opens nothing when the page goes before the browser was idle', async () => {
  await mount();
  await act(async () => root?.unmount());
  root = undefined;
  await act(async () => runIdle());
  await pause(300);
  expect(opened).toEqual([]);
});
