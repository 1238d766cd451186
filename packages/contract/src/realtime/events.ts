import { z } from 'zod';

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
export const SUPPORT_EVENTS = { messages: 'support.messages', message: 'support.message' } as const;
export const SUPPORT_MESSAGES_UPDATED = 'updated';
export const supportMessageEvent = z.object({ id: z.string() }).meta({ id: 'SupportMessageEvent' });
export type SupportMessageEvent = z.infer<typeof supportMessageEvent>;
