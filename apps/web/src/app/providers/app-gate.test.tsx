// @vitest-environment jsdom
import { act, Profiler, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StatusObject } from '@portal/contract';
import { i18n, initI18n } from '../../lib/i18n';
import { prepareMantineDom } from '../../lib/jsdom-setup';
import { statusQueryOptions } from '../../features/status/api/get-status';
import { useNoticesWanted } from '../../lib/notices';
import { LATER_NAMESPACES } from '../../locales';
import { AppGate } from './app-gate';

/** The gate with what it needs around it, drawing `children` once open; `onCommit` hears each of its commits. */
async function mountGate(client: QueryClient, children: ReactNode, onCommit: (host: HTMLElement) => void = () => {}) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () =>
    root.render(
      <QueryClientProvider client={client}>
        <MantineProvider>
          <Profiler id="gate" onRender={() => onCommit(host)}>
            <AppGate>{children}</AppGate>
          </Profiler>
        </MantineProvider>
      </QueryClientProvider>,
    ),
  );
  return {
    host,
    unmount: () => {
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

  it('draws the app in a render of its own once the status is there (a transition), not in the update that brought it', async () => {
    const client = new QueryClient();
    const commits: string[] = [];
    const { host, unmount } = await mountGate(client, <p id="app">the app</p>, (drawn) =>
      commits.push(drawn.querySelector('#app') ? 'app' : 'loading'),
    );
    expect(commits.at(-1)).toBe('loading');
    commits.length = 0;
    await act(async () => {
      client.setQueryData(statusQueryOptions(null).queryKey, {} as StatusObject);
      await new Promise((resolve) => setTimeout(resolve, 50)); // TanStack Query tells its observers in a task of its own
    });
    // the status answer's update keeps the loading screen; the app follows in the deferred render
    expect(commits).toEqual(['loading', 'app']);
    expect(host.querySelector('#app')?.textContent).toBe('the app');
    unmount();
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
    const { host, unmount } = await mountGate(client, <Probe />);
    expect(host.querySelector('#app')?.textContent).toBe('no notices yet');
    expect(LATER_NAMESPACES.filter((ns) => i18n.hasLoadedNamespace(ns))).toEqual([]);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(host.querySelector('#app')?.textContent).toBe('notices wanted');
    await act(() => vi.waitFor(() => expect(LATER_NAMESPACES.filter((ns) => !i18n.hasLoadedNamespace(ns))).toEqual([])));
    // one idle callback each: the notices, then each catalogue
    expect(idleJobs).toBe(1 + LATER_NAMESPACES.length);
    unmount();
  });
});
