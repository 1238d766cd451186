import { useEffect, useState } from 'react';
import { Menu } from '@mantine/core';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@portal/contract';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { useSession } from '../../hooks/use-session';
import { useWideWindow } from '../hooks/use-wide-window';
import { AccountButton } from './account-button';
import { HEADER_LINKS } from './header-links';

interface AccountMenuProps {
  /** the placeholder it replaces was pressed: it opens as it mounts */
  pressed?: boolean;
  /** its button takes the focus as it mounts: the placeholder had it */
  focused?: boolean;
}

/** Account details and Sign out; on small screens also the navbar links. */
export function AccountMenu({ pressed = false, focused = false }: AccountMenuProps) {
  const { t } = useTranslation();
  const { signOut } = useSignOut();
  const email = useSession()?.email ?? '';
  // pressed before it came: opened a frame after it mounted with the focus, not as it mounts, so that Mantine notes the
  // focused button and gives it the focus back when the menu closes
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (!pressed) return;
    const frame = requestAnimationFrame(() => setOpened(true));
    return () => cancelAnimationFrame(frame);
  }, [pressed]);
  // Once open, the focus goes to its first item shown (the WAI-ARIA menu button's pattern), from where the arrows move
  // it; closing brings it back to the button. Mantine's own answer, a focus placeholder with role presentation inside
  // the menu, is refused by axe (aria-required-children: a menu holds menu items); without it the focus stayed on the
  // button. The header's links are the menu's first items on a narrow window only.
  const wide = useWideWindow();
  return (
    <Menu position="bottom-end" width={220} shadow="md" withInitialFocusPlaceholder={false} opened={opened} onChange={setOpened}>
      <Menu.Target>
        <AccountButton autoFocus={focused || pressed} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{email}</Menu.Label>
        {HEADER_LINKS.map(({ key, to, icon: Icon }, at) => (
          <Menu.Item
            key={to}
            component={Link}
            to={to}
            hiddenFrom="sm"
            leftSection={<Icon size={16} aria-hidden />}
            data-autofocus={!wide && at === 0 ? true : undefined}
          >
            {t(key)}
          </Menu.Item>
        ))}
        <Menu.Item
          component={Link}
          to={ROUTES.account}
          leftSection={<IconUser size={16} aria-hidden />}
          data-autofocus={wide ? true : undefined}
        >
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
