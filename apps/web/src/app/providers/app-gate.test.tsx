// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StatusObject } from '@portal/contract';
import { i18n, initI18n } from '../../lib/i18n';
import { prepareMantineDom } from '../../testing/jsdom-setup';
import { statusQueryOptions } from '../../features/status/api/get-status';
import { sessionCheckQueryOptions } from '../../features/auth/hooks/use-session-check';
import { meQueryOptions } from '../../features/user/api/get-me';
import { sessionStore } from '../../lib/session';
import { useNoticesWanted } from '../../lib/notices';
import { LATER_NAMESPACES } from '../../locales';
import { AppGate } from './app-gate';

/**
 * The gate with what it needs around it, drawing `children` once open; `painted` is the host's markup after each of
 * React's commits, rendered outside act() as in a browser (act() would run every render before it ends).
 */
async function mountGate(client: QueryClient, children: ReactNode) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const painted: string[] = [];
  const observer = new MutationObserver(() => painted.push(host.innerHTML));
  observer.observe(host, { childList: true, subtree: true, characterData: true });
  root.render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <AppGate>{children}</AppGate>
      </MantineProvider>
    </QueryClientProvider>,
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  return {
    host,
    painted,
    unmount: () => {
      observer.disconnect();
      act(() => root.unmount());
      host.remove();
    },
  };
}

describe('AppGate', () => {
  beforeAll(async () => {
    prepareMantineDom();
    await initI18n();
    // the status call stays on its way: the test gives the answer itself
    vi.stubGlobal('fetch', () => new Promise(() => {}));
  });
  afterAll(() => vi.unstubAllGlobals());

  it('paints the loading screen first and draws the app in a later render, even with the status already there', async () => {
    const client = new QueryClient();
    // as on a first visit: the early script asked for the status before the app started
    client.setQueryData(statusQueryOptions(null).queryKey, {} as StatusObject);
    const { host, painted, unmount } = await mountGate(client, <p id="app">the app</p>);
    expect(painted[0]).not.toContain('the app');
    expect(painted[0]).toContain('role="status"');
    await vi.waitFor(() => expect(host.querySelector('#app')?.textContent).toBe('the app'));
    unmount();
  });

  it('stays on the loading screen until the status is there', async () => {
    const client = new QueryClient();
    const { host, unmount } = await mountGate(client, <p id="app">the app</p>);
    expect(host.querySelector('#app')).toBeNull();
    expect(host.innerHTML).toContain('role="status"');
    client.setQueryData(statusQueryOptions(null).queryKey, {} as StatusObject);
    await vi.waitFor(() => expect(host.querySelector('#app')?.textContent).toBe('the app'));
    unmount();
  });

  it('signed in, stays on the loading screen until the session check and the user are there: the app is drawn once', async () => {
    sessionStore.set({ email: 'dev@example.com', token: 'a-token' });
    const client = new QueryClient();
    client.setQueryData(statusQueryOptions('a-token').queryKey, { wlpId: 'wlp-1' } as StatusObject);
    try {
      const { host, unmount } = await mountGate(client, <p id="app">the app</p>);
      client.setQueryData(sessionCheckQueryOptions('a-token').queryKey, true);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(host.querySelector('#app')).toBeNull();
      client.setQueryData(meQueryOptions('a-token').queryKey, { partnerStanding: 'VERIFIED' } as never);
      await vi.waitFor(() => expect(host.querySelector('#app')?.textContent).toBe('the app'));
      unmount();
    } finally {
      sessionStore.clear();
    }
  });

  it('asks for what later screens need once the app is up, in idle time: the other catalogues and the notices', async () => {
    const client = new QueryClient();
    client.setQueryData(statusQueryOptions(null).queryKey, {} as StatusObject);
    const Probe = () => <p id="app">{useNoticesWanted() ? 'notices wanted' : 'no notices yet'}</p>;
    // jsdom has no idle callback: one that comes 10 ms later, and counts its jobs
    let idleJobs = 0;
    vi.stubGlobal('requestIdleCallback', (job: () => void) => {
      idleJobs += 1;
      return setTimeout(job, 10);
    });
    vi.stubGlobal('cancelIdleCallback', (id: number) => clearTimeout(id));
    const { host, painted, unmount } = await mountGate(client, <Probe />);
    // the app's first render, before the idle callbacks
    await vi.waitFor(() => expect(painted.find((html) => html.includes('id="app"'))).toContain('no notices yet'));
    await vi.waitFor(() => expect(host.querySelector('#app')?.textContent).toBe('notices wanted'));
    // each catalogue is a dynamic import: seconds when the runner is busy
    const loaded = () => expect(LATER_NAMESPACES.filter((ns) => !i18n.hasLoadedNamespace(ns))).toEqual([]);
    await act(() => vi.waitFor(loaded, { timeout: 15_000 }));
    // one idle callback each: the notices, then each catalogue
    expect(idleJobs).toBe(1 + LATER_NAMESPACES.length);
    unmount();
  });
});
