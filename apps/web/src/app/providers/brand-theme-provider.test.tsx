// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { useMantineColorScheme } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { StatusObject } from '@portal/contract';
import { prepareMantineDom } from '../../lib/jsdom-setup';
import { statusQueryOptions } from '../../features/status/api/get-status';
import { wantNotices } from '../../lib/notices';
import { BrandThemeProvider } from './brand-theme-provider';

beforeAll(() => {
  prepareMantineDom();
  vi.stubGlobal('fetch', () => new Promise(() => {})); // the status comes from the test
});
afterAll(() => vi.unstubAllGlobals());

it("wanting the notices draws their host without rendering Mantine's context readers again", async () => {
  const client = new QueryClient();
  client.setQueryData(statusQueryOptions(null).queryKey, {} as StatusObject);
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  let renders = 0;
  // reads Mantine's context, as AppShell's media styles and the colour scheme do
  const Reader = () => {
    useMantineColorScheme();
    renders += 1;
    return null;
  };
  await act(async () =>
    root.render(
      <QueryClientProvider client={client}>
        <BrandThemeProvider>
          <Reader />
        </BrandThemeProvider>
      </QueryClientProvider>,
    ),
  );
  expect(renders).toBe(1);
  await act(async () => wantNotices());
  await vi.waitFor(() => expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull());
  expect(renders).toBe(1);
  act(() => root.unmount());
  host.remove();
});
