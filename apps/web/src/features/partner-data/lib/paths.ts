import { PARTNER_DATA_API, SCREEN_ACCOUNT_TYPE } from '@portal/contract';

const fill = (path: string, params: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, k: string) => encodeURIComponent(params[k] ?? ''));

/** /api-portal/accounts/list/BANK: the account type the screens show. */
export const accountsPath = () => fill(PARTNER_DATA_API.accounts.path, { type: SCREEN_ACCOUNT_TYPE });
export const clientPath = (id: string) => fill(PARTNER_DATA_API.client.path, { id });
export const accountPath = (id: string) => fill(PARTNER_DATA_API.account.path, { id });
export const cardPath = (id: string) => fill(PARTNER_DATA_API.card.path, { id });
export const invoicePdfPath = (key: string) => fill(PARTNER_DATA_API.invoiceAttachment.path, { key });

/** Web routes of the detail screens. */
export const DETAIL_ROUTES = {
  client: (id: string) => `/client/${encodeURIComponent(id)}`,
  account: (id: string) => `/account/${encodeURIComponent(id)}`,
  card: (id: string) => `/card/${encodeURIComponent(id)}`,
} as const;
