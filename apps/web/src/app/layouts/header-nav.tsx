import { Button, Group } from '@mantine/core';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@portal/contract';
import { LiveChannels } from '../../features/realtime/components/live-channels';
import { UnreadBadge, useInboxLinkName } from '../../features/realtime/components/unread-badge';
import { useWideWindow } from '../hooks/use-wide-window';
import { HEADER_LINKS } from './header-links';

/**
 * The signed-in header's links, on a wide window only: a narrow one has them as the account menu's first items
 * (account-menu.tsx) and hid these, so they are not rendered there at all (a phone's first render of the shell is
 * shorter). The live channels stay open whatever the width.
 */
export function HeaderNav() {
  const wide = useWideWindow();
  return (
    <>
      <LiveChannels />
      {wide && <HeaderLinks />}
    </>
  );
}

function HeaderLinks() {
  const { t } = useTranslation();
  const inboxName = useInboxLinkName();
  return (
    <Group component="nav" aria-label={t('nav.topLabel')} gap={4} wrap="nowrap">
      {HEADER_LINKS.map(({ key, to, icon: Icon }) => (
        <Button
          key={to}
          component={NavLink}
          to={to}
          variant="subtle"
          leftSection={<Icon size={18} aria-hidden />}
          // the space makes the visible text "Inbox 3", not "Inbox3": a name must contain it (WCAG 2.5.3)
          rightSection={
            to === ROUTES.inbox ? (
              <>
                {' '}
                <UnreadBadge />
              </>
            ) : undefined
          }
          aria-label={to === ROUTES.inbox ? inboxName : undefined}
        >
          {t(key)}
        </Button>
      ))}
    </Group>
  );
}
