import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUser, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@portal/contract';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { useSession } from '../../hooks/use-session';
import { HEADER_LINKS } from './header-links';

/** Account details and Sign out; on small screens also the navbar links. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { signOut } = useSignOut();
  const email = useSession()?.email ?? '';
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconUserCircle size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={t('nav.accountMenu', { email })}
        >
          {t('nav.account')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{email}</Menu.Label>
        {HEADER_LINKS.map(({ key, to, icon: Icon }) => (
          <Menu.Item key={to} component={Link} to={to} hiddenFrom="sm" leftSection={<Icon size={16} aria-hidden />}>
            {t(key)}
          </Menu.Item>
        ))}
        <Menu.Item component={Link} to={ROUTES.account} leftSection={<IconUser size={16} aria-hidden />}>
          {t('nav.accountDetails')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={signOut} leftSection={<IconLogout size={16} aria-hidden />}>
          {t('nav.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
