import { Fragment, useDeferredValue, type ReactNode } from 'react';
import { AppShell } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessionCheck } from '../../features/auth/hooks/use-session-check';
import { useMe } from '../../features/user/api/get-me';
import { RoleProvider } from '../../lib/role';
import { useEnvironment } from '../../lib/environment';
import { useAccess } from '../hooks/use-access';
import { useShellMenu } from '../hooks/use-shell-menu';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { LeftMenu } from './left-menu';
import { SandboxBanner } from './environment-ui';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import classes from './shell.module.css';

/**
 * Header for everyone, left menu for verified partners (what their role may see) and for those not verified yet in
 * their sandbox, the sandbox's banner there, then main content and footer. The content is mounted again when the tab
 * switches environment: its queries then ask for the new one's rows (lib/query-client.ts).
 */
export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const loggedIn = useSessionCheck().state === 'loggedIn';
  const me = useMe({ enabled: loggedIn });
  const access = useAccess();
  const showMenu = access === 'granted' || access === 'sandbox';
  const environment = useEnvironment();
  const menu = useShellMenu();
  // the footer (under the page, below the fold of a phone) comes in a deferred render after the shell's first one
  const footer = useDeferredValue(true, false);
  const navbar = showMenu ? { width: 260, breakpoint: 'sm', collapsed: { mobile: !menu.opened } } : undefined;
  return (
    <RoleProvider role={loggedIn ? me.data?.role : null}>
      <AppShell header={{ height: 64 }} navbar={navbar} padding={0}>
        <SkipLink />
        <AppShell.Header>
          <AppHeader loggedIn={loggedIn} showMenu={showMenu} menuOpened={menu.opened} onToggleMenu={menu.toggle} />
        </AppShell.Header>
        {showMenu && (
          <AppShell.Navbar aria-label={t('menu.label')} p="sm" inert={menu.hidden}>
            {menu.filled && <LeftMenu sandboxOnly={access === 'sandbox'} />}
          </AppShell.Navbar>
        )}
        <div className={classes.content}>
          {loggedIn && environment === 'sandbox' && <SandboxBanner />}
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
            <Fragment key={environment}>{children}</Fragment>
          </main>
          {footer && <AppFooter loggedIn={loggedIn} />}
        </div>
      </AppShell>
    </RoleProvider>
  );
}
