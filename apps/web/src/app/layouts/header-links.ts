import { IconHelpCircle, IconHome, IconMail } from '@tabler/icons-react';
import { ROUTES } from '@portal/contract';

/** Navbar links of a signed-in user (customer-portal §2). */
export const HEADER_LINKS = [
  { key: 'nav.home', to: ROUTES.dashboard, icon: IconHome },
  { key: 'nav.inbox', to: ROUTES.inbox, icon: IconMail },
  { key: 'nav.support', to: ROUTES.support, icon: IconHelpCircle },
] as const;
