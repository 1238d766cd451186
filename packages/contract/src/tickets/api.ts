import type { ListDescriptor } from '../common/list';
import { PAGE_SIZE } from '../common/constants';

/** Calls of the support tickets: the help page's form and the inbox (spec 001 §7; the reply call is ours, documented in the README). */
export const SUPPORT_API = {
  tickets: { method: 'GET', path: '/api/tickets/list' },
  ticket: { method: 'GET', path: '/api/tickets/:id' },
  unreadCount: { method: 'GET', path: '/api/tickets/notification/unread-count' },
  createTicket: { method: 'POST', path: '/api/tickets' },
  reply: { method: 'POST', path: '/api/tickets/:id/messages' },
  attachment: { method: 'GET', path: '/api/tickets/attachment/:ticketId/:key' },
} as const;
export type SupportRoute = keyof typeof SUPPORT_API;

/** Fills the `:param` placeholders of a support call. */
export function supportPath(route: SupportRoute, params: Record<string, string> = {}): string {
  return SUPPORT_API[route].path.replace(/:(\w+)/g, (_, k: string) => encodeURIComponent(params[k] ?? ''));
}

/** The inbox list (spec 001 §4): the search filters by title; default createdDate DESC, 10 a page. */
export const TICKET_LIST = {
  filters: { title: 'text' },
  orderBy: ['createdDate', 'title'],
  defaultOrderBy: 'createdDate',
  defaultSort: 'DESC',
  defaultTake: PAGE_SIZE.tickets,
} as const satisfies ListDescriptor;

/** Multipart field names of the ticket and reply calls. */
export const TICKET_FIELDS = { files: 'files' } as const;
