import { z } from 'zod/mini';

/** Live channels (CONTRACTS §7). */
export const NAMESPACES = { user: '/api-user', support: '/support' } as const;
export const USER_EVENTS = {
  requestData: 'data',
  data: 'dataR',
  update: 'update',
  updateKyc: 'update-kyc',
  insertKyc: 'insert-kyc',
  deleteKyc: 'delete-kyc',
  maintenance: 'maintenance',
  teamMember: 'team-member',
} as const;

/**
 * Support channel: `support.messages` carries the value 'updated' whenever the user's inbox or its
 * unread count changed; `support.message` names the ticket whose messages changed ({id}).
 */
/**
 * On every namespace: `server.restarting` ({reconnect: true}) comes just before the server process closes the
 * socket on shutdown; the client's socket.io reconnects by itself (to another process behind the balancer).
 */
export const SERVER_EVENTS = { restarting: 'server.restarting' } as const;

export const SUPPORT_EVENTS = { messages: 'support.messages', message: 'support.message' } as const;
export const SUPPORT_MESSAGES_UPDATED = 'updated';
export const supportMessageEvent = z.object({ id: z.string() }).register(z.globalRegistry, { id: 'SupportMessageEvent' });
export type SupportMessageEvent = z.infer<typeof supportMessageEvent>;
