import { z } from 'zod/mini';
import { defineRoutes } from '../common/route';

export const unreadCount = z.object({ count: z.int().check(z.nonnegative()) }).register(z.globalRegistry, { id: 'UnreadCount' });
export type UnreadCount = z.infer<typeof unreadCount>;

/**
 * The unread count of the inbox, part of TICKETS_API. A module of its own: the navbar's badge asks for it on every
 * signed-in screen, and importing TICKETS_API built every ticket schema in the web app's first download.
 */
export const TICKETS_UNREAD_API = defineRoutes({
  unreadCount: { method: 'GET', path: '/api/tickets/notification/unread-count', responses: { 200: unreadCount } },
});
