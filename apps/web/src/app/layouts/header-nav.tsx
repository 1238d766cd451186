import { Button, Group } from '@mantine/core';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@portal/contract';
import { LiveChannels } from '../../features/realtime/components/live-channels';
import { UnreadBadge, useInboxLinkName } from '../../features/realtime/components/unread-badge';
import { HEADER_LINKS } from './header-links';

export function HeaderNav() {
  const { t } = useTranslation();
  const inboxName = useInboxLinkName();
  return (
    <Group component="nav" aria-label={t('nav.topLabel')} gap={4} visibleFrom="sm" wrap="nowrap">
      <LiveChannels />
      {HEADER_LINKS.map(({ key, to, icon: Icon }) => (
        <Button
          key={to}
          component={NavLink}
          to={to}
          variant="subtle"
          leftSection={<Icon size={18} aria-hidden />}
          rightSection={to === ROUTES.inbox ? <UnreadBadge /> : undefined}
          aria-label={to === ROUTES.inbox ? inboxName : undefined}
        >
          {t(key)}
        </Button>
      ))}
    </Group>
  );
}
