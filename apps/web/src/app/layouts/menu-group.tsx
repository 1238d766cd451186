import { useState } from 'react';
import { NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isActive, type MenuEntry } from './left-menu-items';
import { MenuLink } from './menu-link';

/** A collapsible section; open while one of its pages is shown. */
export function MenuGroup({ entry, pathname }: { entry: MenuEntry; pathname: string }) {
  const { t } = useTranslation();
  const children = entry.children ?? [];
  const containsActive = children.some((child) => isActive(pathname, child.to));
  const [opened, setOpened] = useState(containsActive);
  const [wasActive, setWasActive] = useState(containsActive);
  if (containsActive !== wasActive) {
    setWasActive(containsActive);
    if (containsActive) setOpened(true);
  }
  const Icon = entry.icon;
  const listId = `menu-group-${entry.key}`;
  return (
    <NavLink
      component="button"
      type="button"
      label={t(`menu.${entry.key}` as 'menu.dashboard')}
      leftSection={<Icon size={18} aria-hidden />}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      aria-controls={listId}
      childrenOffset={28}
    >
      <div id={listId}>
        {children.map((child) => (
          <MenuLink key={child.key} labelKey={child.key} to={child.to} pathname={pathname} />
        ))}
      </div>
    </NavLink>
  );
}
