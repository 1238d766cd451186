import { useCallback, useEffect, useState } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { useLocation } from 'react-router';
import { useWideWindow } from './use-wide-window';

/**
 * The shells' menu (the navbar), which a phone keeps off-screen until the burger opens it.
 * - `opened`, `toggle`: the burger's state; a new page closes the menu.
 * - `hidden`: the menu is off-screen (a narrow window, closed): the navbar is then `inert`, so that neither the
 *   keyboard nor a screen reader lands on links nobody can see.
 * - `filled`: whether to render the menu's entries. Not before a phone's first opening: a phone's first page does
 *   not build a menu nobody sees (its components were a good part of the first signed-in render). Kept once built,
 *   so the menu slides out whole.
 */
export function useShellMenu() {
  // the first render decides whether the entries are built
  const wide = useWideWindow();
  const [opened, { toggle: flip, close }] = useDisclosure(false);
  const [built, setBuilt] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => close(), [pathname, close]);
  const toggle = useCallback(() => {
    setBuilt(true);
    flip();
  }, [flip]);
  return { opened, toggle, hidden: !wide && !opened, filled: wide || built };
}
