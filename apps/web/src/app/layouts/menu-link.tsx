import { NavLink } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isActive } from './left-menu-items';

interface MenuLinkProps {
  labelKey: string;
  to: string;
  pathname: string;
  icon?: Icon;
}

export function MenuLink({ labelKey, to, pathname, icon: Icon }: MenuLinkProps) {
  const { t } = useTranslation();
  const active = isActive(pathname, to);
  return (
    <NavLink
      component={Link}
      to={to}
      label={t(`menu.${labelKey}` as 'menu.dashboard')}
      active={active}
      aria-current={active ? 'page' : undefined}
      leftSection={Icon ? <Icon size={18} aria-hidden /> : undefined}
    />
  );
}
