import { Stack } from '@mantine/core';
import { useLocation } from 'react-router';
import { can } from '@portal/contract';
import { useEnvironment } from '../../lib/environment';
import { useRole } from '../../lib/role';
import { menuFor } from './left-menu-items';
import { MenuGroup } from './menu-group';
import { MenuLink } from './menu-link';

export function LeftMenu({ sandboxOnly = false }: { sandboxOnly?: boolean }) {
  const { pathname } = useLocation();
  const role = useRole();
  const inSandbox = useEnvironment() === 'sandbox';
  return (
    <Stack gap={2}>
      {menuFor((p) => can(role, p), sandboxOnly, inSandbox).map((entry) =>
        entry.children ? (
          <MenuGroup key={entry.key} entry={entry} pathname={pathname} />
        ) : (
          <MenuLink key={entry.key} labelKey={entry.key} to={entry.to ?? '/'} pathname={pathname} icon={entry.icon} />
        ),
      )}
    </Stack>
  );
}
