// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { manualIdle, prepareMantineDom } from '../../testing/jsdom-setup';
import { sessionStore } from '../../lib/session';
import { AccountMenuSlot } from './account-menu-slot';

// the test says when the browser is idle
let runIdle = () => {};
let root: Root | undefined;

beforeEach(() => {
  prepareMantineDom();
  runIdle = manualIdle();
  sessionStore.set({ email: 'owner@partner.test', token: 'a-token' } as Parameters<typeof sessionStore.set>[0]);
});

afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.innerHTML = '';
  sessionStore.clear();
});

async function mount() {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const router = createMemoryRouter([{ path: '*', element: <AccountMenuSlot /> }], { initialEntries: ['/dashboard'] });
  await act(async () =>
    root!.render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    ),
  );
}

const button = () => document.querySelector<HTMLButtonElement>('button[aria-label="nav.accountMenu"]');
// Mantine's menu gives its target an id; the placeholder has none
const menuLoaded = () => !!button()?.id;
const signOutItem = () => [...document.querySelectorAll('[role="menuitem"]')].find((item) => item.textContent === 'nav.signOut');
const idleNow = () => act(async () => runIdle());
const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

/** Lets React and the module loader work until `check` holds (10 s at most: a first import is slow on a busy machine). */
async function until(check: () => boolean) {
  for (let waited = 0; !check() && waited < 10_000; waited += 20) await pause(20);
  expect(check()).toBe(true);
}

it('shows the button at once and loads the menu only once the browser is idle', async () => {
  await mount();
  expect(button()).not.toBeNull();
  expect(button()!.getAttribute('aria-haspopup')).toBe('menu');
  // time enough for the menu's module to have loaded, were it asked for
  await pause(300);
  expect(menuLoaded()).toBe(false);
  await idleNow();
  await until(menuLoaded);
  expect(signOutItem()).toBeUndefined();
  await act(async () => button()!.click());
  await until(() => !!signOutItem());
});

it('pressed before the menu has loaded: loads it at once and opens it as it arrives', async () => {
  await mount();
  await act(async () => button()!.focus());
  await act(async () => button()!.click());
  await until(() => !!signOutItem());
  expect(menuLoaded()).toBe(true);
  expect(button()!.getAttribute('aria-expanded')).toBe('true');
});

it('a press that began on the placeholder counts even if the menu replaces it before the pointer comes up', async () => {
  await mount();
  // jsdom has no PointerEvent; React reads the event's type
  await act(async () => button()!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true })));
  await until(() => !!signOutItem());
  expect(button()!.getAttribute('aria-expanded')).toBe('true');
});

it('passes the focus on: the button that replaces the placeholder has it', async () => {
  await mount();
  await act(async () => button()!.focus());
  expect(document.activeElement).toBe(button());
  await idleNow();
  await until(menuLoaded);
  expect(document.activeElement).toBe(button());
  expect(signOutItem()).toBeUndefined();
});
