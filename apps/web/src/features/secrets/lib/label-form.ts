import { secretBody } from '@portal/contract';
import type { z } from 'zod';
import type { IssueKeys } from '../../../lib/form-issues';

/** The generate form checks the contract schema the server validates: a label is required. */
export const labelFormSchema = secretBody;
export type LabelFormValues = z.input<typeof labelFormSchema>;

/** Catalogue keys (`secrets`) of its issues. */
export const LABEL_ISSUES = {
  required: 'generate.labelRequired',
  '*': 'generate.labelTooLong',
} as const satisfies IssueKeys;
