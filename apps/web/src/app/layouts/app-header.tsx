import { lazy, Suspense } from 'react';
import { Burger, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HeaderLogo } from './header-logo';
import { HeaderNav } from './header-nav';
import { AccountMenuSlot } from './account-menu-slot';

// only a partner's members use it: its code comes after the page's
const EnvironmentSwitch = lazy(() => import('./environment-ui').then((m) => ({ default: m.EnvironmentSwitch })));

interface AppHeaderProps {
  loggedIn: boolean;
  showMenu: boolean;
  menuOpened: boolean;
  onToggleMenu: () => void;
}

/** Logged-out visitors see only the logo (customer-portal §2). */
export function AppHeader({ loggedIn, showMenu, menuOpened, onToggleMenu }: AppHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {showMenu && (
          <Burger
            opened={menuOpened}
            onClick={onToggleMenu}
            hiddenFrom="sm"
            size="sm"
            aria-label={t('nav.toggleMenu')}
            aria-expanded={menuOpened}
          />
        )}
        <HeaderLogo />
      </Group>
      {loggedIn && (
        <Group gap="xs" wrap="nowrap">
          <Suspense fallback={null}>
            <EnvironmentSwitch />
          </Suspense>
          <HeaderNav />
          <AccountMenuSlot />
        </Group>
      )}
    </Group>
  );
}
