import { webhookBody } from '@portal/contract';
import type { z } from 'zod';

/** The add/edit form checks the contract schema the server validates: url (http/https) and secret, both required. */
export const webhookFormSchema = webhookBody;
export type WebhookFormValues = z.input<typeof webhookFormSchema>;

export type WebhookIssueKey = 'form.urlRequired' | 'form.urlInvalid' | 'form.urlTooLong' | 'form.secretRequired' | 'form.secretTooLong';

/** Turns a schema issue into a catalogue key of the `webhooks` namespace. */
export function webhookIssueKey(issue: { path?: PropertyKey[]; input?: unknown; code?: string }): WebhookIssueKey {
  const empty = typeof issue.input !== 'string' || issue.input.trim() === '';
  if (issue.path?.[0] === 'secret') return empty ? 'form.secretRequired' : 'form.secretTooLong';
  if (empty) return 'form.urlRequired';
  return issue.code === 'too_big' ? 'form.urlTooLong' : 'form.urlInvalid';
}

export const webhookParseOptions = { error: webhookIssueKey };
