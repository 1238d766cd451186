import { secretBody } from '@portal/contract';
import type { z } from 'zod';

/** The generate form checks the contract schema the server validates: a label is required. */
export const labelFormSchema = secretBody;
export type LabelFormValues = z.input<typeof labelFormSchema>;

export type LabelIssueKey = 'generate.labelRequired' | 'generate.labelTooLong';

export function labelIssueKey(issue: { input?: unknown }): LabelIssueKey {
  return typeof issue.input === 'string' && issue.input.trim().length > 0 ? 'generate.labelTooLong' : 'generate.labelRequired';
}

export const labelParseOptions = { error: labelIssueKey };
