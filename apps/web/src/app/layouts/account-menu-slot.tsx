import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/when-idle';
import { AccountButton } from './account-button';

// Signed in only, and after the page: the menu's code (Mantine's Menu with the popover library and the focus trap under
// it, a dozen files) asked for with the page's own would take the page's bandwidth on a slow link.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

/**
 * The header's account menu. Its button is there from the first paint; the menu's code loads once the browser is idle,
 * or at once when the button is pressed, and the menu then opens as it arrives. The button it replaces keeps the same
 * place, look and name, and passes the focus on.
 */
export function AccountMenuSlot() {
  const [wanted, setWanted] = useState<'idle' | 'pressed'>();
  const [focused, setFocused] = useState(false);
  useEffect(() => whenIdle(() => setWanted((was) => was ?? 'idle')), []);
  // a press begins with the pointer: React may reveal the menu between the pointer's down and up (a click then lands on
  // neither button), so the down already counts; a key press (Enter, Space) is a click
  const press = () => setWanted('pressed');
  const placeholder = (
    <AccountButton
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerDown={press}
      onClick={press}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    />
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AccountMenu pressed={wanted === 'pressed'} focused={focused} />
    </Suspense>
  );
}
