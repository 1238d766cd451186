import { z } from 'zod/mini';
import { isoDateTime } from '../common/primitives';

export const TICKET_SUBTYPES = ['Account', 'Cards', 'Other'] as const;
export type TicketSubType = (typeof TICKET_SUBTYPES)[number];
export const NOTIFICATION_TYPES = ['TRANSFER_REQUEST', 'NOTIFICATION', 'INCIDENT'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
/** Lengths of ticket texts (the spec names none; these keep one message readable). */
export const TICKET_TEXT_LIMITS = { subjectMax: 256, messageMax: 10_000 } as const;
/** The author name of support's messages (the web app shows it translated). */
export const SUPPORT_AUTHOR = 'Support';
/** Messages of this type are support tickets: the user may answer them (customer-portal §2 Reply). */
export const REPLYABLE_TYPE: NotificationType = 'INCIDENT';

export const attachmentRef = z.object({ key: z.string(), name: z.string() }).register(z.globalRegistry, { id: 'TicketAttachment' });
export type AttachmentRef = z.infer<typeof attachmentRef>;

/** Text fields of `POST /api/tickets` (multipart); the web form validates with the same schema. */
export const ticketBody = z
  .object({
    subType: z.enum(TICKET_SUBTYPES),
    subject: z.string().check(z.trim(), z.minLength(1), z.maxLength(TICKET_TEXT_LIMITS.subjectMax)),
    description: z.string().check(z.trim(), z.minLength(1), z.maxLength(TICKET_TEXT_LIMITS.messageMax)),
  })
  .register(z.globalRegistry, { id: 'TicketBody' });
export type TicketBody = z.infer<typeof ticketBody>;

/** Text field of `POST /api/tickets/{id}/messages` (multipart, with optional files). */
export const ticketReplyBody = z
  .object({ message: z.string().check(z.trim(), z.minLength(1), z.maxLength(TICKET_TEXT_LIMITS.messageMax)) })
  .register(z.globalRegistry, { id: 'TicketReplyBody' });
export type TicketReplyBody = z.infer<typeof ticketReplyBody>;

export const inboxItem = z
  .object({
    id: z.string(),
    incidenttype: z.string().check(z.describe('INCIDENT (support ticket), NOTIFICATION or TRANSFER_REQUEST (payment request)')),
    isread: z.boolean(),
    title: z.string(),
    createddate: isoDateTime,
  })
  .register(z.globalRegistry, { id: 'InboxItem' });
export type InboxItem = z.infer<typeof inboxItem>;

export const ticketMessage = z
  .object({
    author: z.string(),
    createdDate: isoDateTime,
    message: z.string().check(z.describe('sanitized HTML')),
    authorYou: z.boolean().check(z.describe('true when the signed-in user wrote it')),
    ticketAttachments: z.array(attachmentRef),
  })
  .register(z.globalRegistry, { id: 'TicketMessage' });
export type TicketMessage = z.infer<typeof ticketMessage>;

export const openedMessage = z
  .object({ id: z.string(), title: z.string(), incidentType: z.string(), ticketMessages: z.array(ticketMessage) })
  .register(z.globalRegistry, { id: 'OpenedMessage' });
export type OpenedMessage = z.infer<typeof openedMessage>;

export const ticketCreated = z
  .object({ id: z.string().check(z.describe('the new ticket')) })
  .register(z.globalRegistry, { id: 'TicketCreated' });
export type TicketCreated = z.infer<typeof ticketCreated>;
