import { Burger, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HeaderLogo } from './header-logo';
import { HeaderNav } from './header-nav';
import { AccountMenuSlot } from './account-menu-slot';
import { EnvironmentSwitch } from './environment-ui';

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
          <EnvironmentSwitch />
          <HeaderNav />
          <AccountMenuSlot />
        </Group>
      )}
    </Group>
  );
}
