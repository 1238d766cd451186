// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { useMantineColorScheme } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { StatusObject } from '@portal/contract';
import { prepareMantineDom } from '../../testing/jsdom-setup';
import { statusQueryOptions, useStatus } from '../../features/status/api/get-status';
import { wantNotices } from '../../lib/notices';
import { readCachedBrand } from '../../lib/brand-cache';
import { cssVariablesResolver } from '../lib/brand-theme';
import { BrandThemeProvider } from './brand-theme-provider';

// counts how often the theme's variables are worked out (the resolver is called each time)
vi.mock('../lib/brand-theme', async (original) => {
  const actual = await original<typeof import('../lib/brand-theme')>();
  return { ...actual, cssVariablesResolver: vi.fn(actual.cssVariablesResolver) };
});

beforeAll(() => {
  prepareMantineDom();
  vi.stubGlobal('fetch', () => new Promise(() => {})); // the status comes from the test
});
afterAll(() => vi.unstubAllGlobals());

/** BrandThemeProvider around `children`, the status as `client` has it; `answer` gives it a new status. */
async function mount(client: QueryClient, children: ReactNode = null) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () =>
    root.render(
      <QueryClientProvider client={client}>
        <BrandThemeProvider>{children}</BrandThemeProvider>
      </QueryClientProvider>,
    ),
  );
  return {
    host,
    /** the brand palette's shade 6 in the theme's variables */
    brand6: () => host.innerHTML.match(/--mantine-color-brand-6: [^;]*/)?.[0],
    // TanStack Query tells its observers in a timer of its own
    answer: (status: StatusObject) =>
      act(async () => {
        client.setQueryData(statusQueryOptions(null).queryKey, status);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }),
    unmount: () => {
      act(() => root.unmount());
      host.remove();
    },
  };
}

let answers = 0;
/** A status object of the brand's colour, a new one each time. */
const status = (primaryColor?: string) =>
  ({ brand: primaryColor ? { primaryColor } : undefined, answer: (answers += 1) }) as unknown as StatusObject;

it("wanting the notices draws their host without rendering Mantine's context readers again", async () => {
  const client = new QueryClient();
  client.setQueryData(statusQueryOptions(null).queryKey, {} as StatusObject);
  let renders = 0;
  // reads Mantine's context, as AppShell's media styles and the colour scheme do
  const Reader = () => {
    useMantineColorScheme();
    renders += 1;
    return null;
  };
  const view = await mount(client, <Reader />);
  expect(renders).toBe(1);
  // the theme's variables, written once (ours: MantineProvider's own are off)
  const variables = () => [...view.host.querySelectorAll('style')].filter((s) => s.innerHTML.includes('--mantine-color-dimmed'));
  expect(variables()).toHaveLength(1);
  await act(async () => wantNotices());
  await vi.waitFor(() => expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull(), { timeout: 5_000 });
  expect(renders).toBe(1);
  expect(variables()).toHaveLength(1);
  view.unmount();
});

it("works out the theme's CSS variables again only when the theme changes, not on each render of the provider", async () => {
  const client = new QueryClient();
  client.setQueryData(statusQueryOptions(null).queryKey, status('#0b7285'));
  vi.mocked(cssVariablesResolver).mockClear();
  let statusReaderRenders = 0;
  const Reader = () => {
    useStatus();
    statusReaderRenders += 1;
    return null;
  };
  const view = await mount(client, <Reader />);
  const before = statusReaderRenders;
  // a new status object with the same colour: its readers (the provider among them) render again, the theme stays
  await view.answer(status('#0b7285'));
  expect(statusReaderRenders).toBeGreaterThan(before);
  expect(cssVariablesResolver).toHaveBeenCalledTimes(1);
  expect(view.brand6()).toBe('--mantine-color-brand-6: #0b7285');
  await view.answer(status('#e8590c'));
  expect(cssVariablesResolver).toHaveBeenCalledTimes(2);
  expect(view.brand6()).not.toBe('--mantine-color-brand-6: #0b7285');
  view.unmount();
});

it("uses the colour of the brand last seen until the status answers, so the same colour's variables are not worked out twice", async () => {
  localStorage.setItem('brand', JSON.stringify({ name: 'Bank', logoSvg: '<svg/>', primaryColor: '#e8590c' }));
  vi.mocked(cssVariablesResolver).mockClear();
  const view = await mount(new QueryClient());
  const cachedColour = view.brand6();
  expect(cachedColour).toBeDefined();
  await view.answer(status('#e8590c'));
  expect(view.brand6()).toBe(cachedColour);
  expect(cssVariablesResolver).toHaveBeenCalledTimes(1);
  view.unmount();
  // a stored colour that is not one (#rrggbb) is not used
  localStorage.setItem('brand', JSON.stringify({ name: 'Bank', logoSvg: '<svg/>', primaryColor: 'red; x' }));
  expect(readCachedBrand()).toEqual({ name: 'Bank', logoSvg: '<svg/>' });
  localStorage.removeItem('brand');
});
