// @vitest-environment jsdom
import { act, Profiler } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StatusObject } from '@portal/contract';
import { initI18n } from '../../lib/i18n';
import { prepareMantineDom } from '../../lib/jsdom-setup';
import { statusQueryOptions } from '../../features/status/api/get-status';
import { useNoticesWanted } from '../../lib/notices';
import { i18n } from '../../lib/i18n';
import { AppGate } from './app-gate';

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
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const commits: string[] = [];
    const onRender = () => commits.push(host.querySelector('#app') ? 'app' : 'loading');
    await act(async () =>
      root.render(
        <QueryClientProvider client={client}>
          <MantineProvider>
            <Profiler id="gate" onRender={onRender}>
              <AppGate>
                <p id="app">the app</p>
              </AppGate>
            </Profiler>
          </MantineProvider>
        </QueryClientProvider>,
      ),
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
    act(() => root.unmount());
    host.remove();
  });

  it('asks for what later screens need once the app is up, in idle time: the other catalogues and the notices', async () => {
    const client = new QueryClient();
    client.setQueryData(statusQueryOptions(null).queryKey, {} as StatusObject);
    const host = document.createElement('div');
    const root = createRoot(host);
    const Probe = () => <p id="app">{useNoticesWanted() ? 'notices wanted' : 'no notices yet'}</p>;
    await act(async () =>
      root.render(
        <QueryClientProvider client={client}>
          <MantineProvider>
            <AppGate>
              <Probe />
            </AppGate>
          </MantineProvider>
        </QueryClientProvider>,
      ),
    );
    expect(host.querySelector('#app')?.textContent).toBe('no notices yet');
    expect(i18n.hasLoadedNamespace('webhooks')).toBe(false);
    // jsdom has no idle callback: a second later
    await act(async () => new Promise((resolve) => setTimeout(resolve, 1100)));
    expect(host.querySelector('#app')?.textContent).toBe('notices wanted');
    await vi.waitFor(() => expect(i18n.hasLoadedNamespace('webhooks')).toBe(true));
    act(() => root.unmount());
    host.remove();
  });
});
