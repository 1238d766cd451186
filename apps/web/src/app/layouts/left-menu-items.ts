import {
  IconArrowsExchange,
  IconBook,
  IconBuildingBank,
  IconCreditCard,
  IconFileInvoice,
  IconLayoutDashboard,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { REQUEST_LOG_ROUTE, ROUTES } from '@portal/contract';

export interface MenuLeaf {
  key: string;
  to: string;
}
export interface MenuEntry {
  key: string;
  icon: Icon;
  to?: string;
  children?: MenuLeaf[];
}

/** Left menu of the authenticated area (partner-portal §2). Keys live under `menu.` in common. */
export const LEFT_MENU: MenuEntry[] = [
  { key: 'dashboard', icon: IconLayoutDashboard, to: ROUTES.dashboard },
  {
    key: 'documentation',
    icon: IconBook,
    children: [
      { key: 'settings', to: ROUTES.docsSettings },
      { key: 'authentications', to: ROUTES.docsAuthentications },
      { key: 'api', to: ROUTES.docsApi },
      { key: 'webhooks', to: ROUTES.docsWebhooks },
      { key: 'requestLog', to: REQUEST_LOG_ROUTE },
    ],
  },
  {
    key: 'clients',
    icon: IconUsers,
    children: [
      { key: 'individualClients', to: ROUTES.clientsIndividual },
      { key: 'businessClients', to: ROUTES.clientsBusiness },
    ],
  },
  { key: 'accounts', icon: IconBuildingBank, to: ROUTES.accounts },
  { key: 'cards', icon: IconCreditCard, to: ROUTES.cards },
  { key: 'transactions', icon: IconArrowsExchange, to: ROUTES.transactions },
  { key: 'invoices', icon: IconFileInvoice, to: ROUTES.invoices },
];

export function isActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
