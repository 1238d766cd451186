import type { ReactNode } from 'react';
import { AppShell, Box, Burger, Button, Group, NavLink, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONSOLE_ROUTES, OPERATORS_SCREEN_ROUTE, type OperatorMe, type OperatorPermission } from '@portal/contract';
import { useSignOut } from '../../features/console/api/sign-out';
import { useShellMenu } from '../hooks/use-shell-menu';
import { LanguageSwitcher } from './language-switcher';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import classes from './shell.module.css';

/** The console's menu: each entry shows only to the roles whose permission it needs. */
const MENU: Array<{
  to: string;
  key: 'partners' | 'tickets' | 'reviews' | 'notices' | 'invoices' | 'faq' | 'audit' | 'platform' | 'operators';
  permission: OperatorPermission;
}> = [
  { to: CONSOLE_ROUTES.partners, key: 'partners', permission: 'partners.read' },
  { to: CONSOLE_ROUTES.tickets, key: 'tickets', permission: 'tickets.answer' },
  { to: CONSOLE_ROUTES.reviews, key: 'reviews', permission: 'kyc.review' },
  { to: CONSOLE_ROUTES.notices, key: 'notices', permission: 'notices.send' },
  { to: CONSOLE_ROUTES.invoices, key: 'invoices', permission: 'invoices.manage' },
  { to: CONSOLE_ROUTES.faq, key: 'faq', permission: 'faq.edit' },
  { to: CONSOLE_ROUTES.audit, key: 'audit', permission: 'audit.read' },
  { to: CONSOLE_ROUTES.platform, key: 'platform', permission: 'platform.manage' },
  { to: OPERATORS_SCREEN_ROUTE, key: 'operators', permission: 'operators.manage' },
];

/** The operator console's shell: its own header, a menu by permission, the main content. */
export function ConsoleShell({ me, children }: { me: OperatorMe; children: ReactNode }) {
  const { t } = useTranslation('console');
  const { pathname } = useLocation();
  const menu = useShellMenu();
  const signOut = useSignOut();
  const items = MENU.filter((m) => (me.permissions as string[]).includes(m.permission));
  return (
    <AppShell header={{ height: 64 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !menu.opened } }} padding={0}>
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={menu.opened}
              onClick={menu.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('shell.menu')}
              aria-expanded={menu.opened}
            />
            <Title order={2} size="h4">
              {t('shell.title')}
            </Title>
          </Group>
          <Group gap="md" wrap="nowrap">
            <Box visibleFrom="sm">
              <Text size="sm" fw={600}>
                {me.email}
              </Text>
              <Text size="xs">{t(`roles.${me.role}`)}</Text>
            </Box>
            <LanguageSwitcher />
            <Button component={Link} to={CONSOLE_ROUTES.account} variant="default" size="xs">
              {t('shell.account')}
            </Button>
            <Button variant="default" size="xs" onClick={() => signOut.mutate()} loading={signOut.isPending}>
              {t('shell.signOut')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar aria-label={t('shell.menu')} p="sm" inert={menu.hidden}>
        {menu.filled &&
          items.map((m) => (
            <NavLink
              key={m.key}
              component={Link}
              to={m.to}
              label={t(`shell.nav.${m.key}`)}
              active={pathname.startsWith(m.to)}
              aria-current={pathname.startsWith(m.to) ? 'page' : undefined}
            />
          ))}
      </AppShell.Navbar>
      {/* AppShell.Main is a <main> of its own: the partner shell's layout, so that the page has one main landmark */}
      <div className={classes.content}>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
          {children}
        </main>
      </div>
    </AppShell>
  );
}
