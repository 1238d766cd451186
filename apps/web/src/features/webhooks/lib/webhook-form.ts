import { webhookBody } from '@portal/contract';
import type { z } from 'zod/mini';
import type { IssueKeys } from '../../../lib/form-issues';

/** The add/edit form checks the contract schema the server validates: url (http/https; the server
 * refuses http unless WEBHOOK_ALLOW_HTTP) and a secret of at least WEBHOOK_SECRET_MIN characters. */
export const webhookFormSchema = webhookBody;
export type WebhookFormValues = z.input<typeof webhookFormSchema>;

/** Catalogue keys (`webhooks`) of its issues. */
export const WEBHOOK_ISSUES = {
  'url.required': 'form.urlRequired',
  'url.too_big': 'form.urlTooLong',
  url: 'form.urlInvalid',
  'secret.required': 'form.secretRequired',
  'secret.webhook_secret_short': 'form.secretTooShort',
  secret: 'form.secretTooLong',
  description: 'form.descriptionTooLong',
  eventTypes: 'form.eventTypesInvalid',
} as const satisfies IssueKeys;
