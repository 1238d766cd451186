import { Stack } from '@mantine/core';
import { useLocation } from 'react-router';
import { LEFT_MENU } from './left-menu-items';
import { MenuGroup } from './menu-group';
import { MenuLink } from './menu-link';

export function LeftMenu() {
  const { pathname } = useLocation();
  return (
    <Stack gap={2}>
      {LEFT_MENU.map((entry) =>
        entry.children ? (
          <MenuGroup key={entry.key} entry={entry} pathname={pathname} />
        ) : (
          <MenuLink key={entry.key} labelKey={entry.key} to={entry.to ?? '/'} pathname={pathname} icon={entry.icon} />
        ),
      )}
    </Stack>
  );
}
