import {
  IconArrowsExchange,
  IconBook,
  IconBuildingBank,
  IconCreditCard,
  IconFileInvoice,
  IconLayoutDashboard,
  IconPlayerPlay,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { REQUEST_LOG_ROUTE, ROUTES, type Permission } from '@portal/contract';

export interface MenuLeaf {
  key: string;
  to: string;
  /** shown only to roles with this permission */
  permission?: Permission;
}
export interface MenuEntry {
  key: string;
  icon: Icon;
  permission?: Permission;
  to?: string;
  children?: MenuLeaf[];
  /** the partner's, not an environment's: left out of a sandbox used before the verification */
  partnerWide?: true;
  /** shown in the sandbox only */
  sandbox?: true;
}

/** Left menu of the authenticated area (partner-portal §2). Keys live under `menu.` in common. */
export const LEFT_MENU: MenuEntry[] = [
  { key: 'dashboard', icon: IconLayoutDashboard, to: ROUTES.dashboard, permission: 'statistics.read' },
  {
    key: 'documentation',
    icon: IconBook,
    children: [
      { key: 'settings', to: ROUTES.docsSettings },
      { key: 'authentications', to: ROUTES.docsAuthentications },
      { key: 'api', to: ROUTES.docsApi },
      { key: 'webhooks', to: ROUTES.docsWebhooks },
      { key: 'events', to: ROUTES.docsEvents },
      { key: 'cli', to: ROUTES.docsCli },
      { key: 'requestLog', to: REQUEST_LOG_ROUTE, permission: 'requests.read' },
    ],
  },
  {
    key: 'clients',
    icon: IconUsers,
    permission: 'clients.read',
    children: [
      { key: 'individualClients', to: ROUTES.clientsIndividual },
      { key: 'businessClients', to: ROUTES.clientsBusiness },
    ],
  },
  { key: 'accounts', icon: IconBuildingBank, to: ROUTES.accounts, permission: 'clients.read' },
  { key: 'cards', icon: IconCreditCard, to: ROUTES.cards, permission: 'clients.read' },
  { key: 'transactions', icon: IconArrowsExchange, to: ROUTES.transactions, permission: 'clients.read' },
  { key: 'simulations', icon: IconPlayerPlay, to: ROUTES.simulations, permission: 'webhooks.manage', sandbox: true },
  { key: 'invoices', icon: IconFileInvoice, to: ROUTES.invoices, permission: 'invoices.read', partnerWide: true },
];

/**
 * The menu a role sees: entries and leaves without their permission are left out, the sandbox's outside it (`inSandbox`),
 * and the partner's in a sandbox used before the verification (`sandboxOnly`).
 */
export function menuFor(allowed: (p: Permission) => boolean, sandboxOnly = false, inSandbox = sandboxOnly): MenuEntry[] {
  const ok = (x: { permission?: Permission }) => !x.permission || allowed(x.permission);
  return LEFT_MENU.filter((e) => ok(e) && !(sandboxOnly && e.partnerWide) && !(e.sandbox && !inSandbox)).map((e) =>
    e.children ? { ...e, children: e.children.filter(ok) } : e,
  );
}

export function isActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
