import { z } from 'zod';
import { isoDateTime } from '../common/primitives';

export const TICKET_SUBTYPES = ['Account', 'Cards', 'Other'] as const;
export const NOTIFICATION_TYPES = ['TRANSFER_REQUEST', 'NOTIFICATION', 'INCIDENT'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const attachmentRef = z.object({ key: z.string(), name: z.string() });

export const ticketBody = z
  .object({
    subType: z.enum(TICKET_SUBTYPES),
    subject: z.string().trim().min(1).max(256),
    description: z.string().trim().min(1).max(10_000),
  })
  .meta({ id: 'TicketBody' });

export const inboxItem = z
  .object({
    id: z.string(),
    incidenttype: z.string(),
    isread: z.boolean(),
    title: z.string(),
    createddate: isoDateTime,
  })
  .meta({ id: 'InboxItem' });
export type InboxItem = z.infer<typeof inboxItem>;

export const ticketMessage = z.object({
  author: z.string(),
  createdDate: isoDateTime,
  message: z.string().describe('sanitized HTML'),
  authorYou: z.boolean(),
  ticketAttachments: z.array(attachmentRef),
});
export const openedMessage = z
  .object({ id: z.string(), title: z.string(), incidentType: z.string(), ticketMessages: z.array(ticketMessage) })
  .meta({ id: 'OpenedMessage' });
export type OpenedMessage = z.infer<typeof openedMessage>;

export const faqCategory = z
  .object({
    name: z.string(),
    faqs: z.array(z.object({ question: z.string(), answer: z.string().describe('sanitized HTML') })),
  })
  .meta({ id: 'FaqCategory' });
export type FaqCategory = z.infer<typeof faqCategory>;
