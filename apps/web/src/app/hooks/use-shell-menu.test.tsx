// @vitest-environment jsdom
import { act, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { mediaQueries, prepareMantineDom } from '../../testing/jsdom-setup';
import { useShellMenu } from './use-shell-menu';

type Menu = ReturnType<typeof useShellMenu>;
let seen: Menu | undefined;
let go: ((to: string) => void) | undefined;

/** Reports the hook's answer and a way to change page after each render. */
function Probe({ report }: { report: (menu: Menu, navigate: (to: string) => void) => void }) {
  const menu = useShellMenu();
  const navigate = useNavigate();
  useEffect(() => {
    report(menu, (to) => void navigate(to));
  });
  return null;
}

/** A window `width` px wide: Mantine's `sm` breakpoint (48em) is 768 px. */
function windowOf(width: number) {
  window.matchMedia = mediaQueries((query) => Number(/min-width: ([\d.]+)em/.exec(query)?.[1] ?? 0) * 16 <= width);
  prepareMantineDom();
}

async function mount() {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const router = createMemoryRouter(
    [{ path: '*', element: <Probe report={(menu, navigate) => void ((seen = menu), (go = navigate))} /> }],
    {
      initialEntries: ['/dashboard'],
    },
  );
  await act(async () =>
    root.render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    ),
  );
  return root;
}

let root: Awaited<ReturnType<typeof mount>> | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  seen = undefined;
});

it('on a phone: no entries and inert until the burger opens it; kept once built; a new page closes it', async () => {
  windowOf(412);
  root = await mount();
  expect(seen).toMatchObject({ opened: false, hidden: true, filled: false });
  await act(async () => seen!.toggle());
  expect(seen).toMatchObject({ opened: true, hidden: false, filled: true });
  await act(async () => seen!.toggle());
  // off-screen again, but the entries stay built, so the menu slides out whole
  expect(seen).toMatchObject({ opened: false, hidden: true, filled: true });
  await act(async () => seen!.toggle());
  await act(async () => go!('/transactions'));
  expect(seen).toMatchObject({ opened: false, hidden: true, filled: true });
});

it('on a wide window: the menu is on screen, built from the first render', async () => {
  windowOf(1280);
  root = await mount();
  expect(seen).toMatchObject({ opened: false, hidden: false, filled: true });
});
