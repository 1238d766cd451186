import { z } from 'zod/mini';
import { email, resetForm } from '@portal/contract';
import type { IssueKeys } from '../../../lib/form-issues';

/** Forgot password: the e-mail, blanks around it dropped. */
export const forgotFormSchema = z.object({ email: z.pipe(z.string().check(z.trim()), email) });
export type ForgotFormValues = z.input<typeof forgotFormSchema>;

/** Catalogue keys (`recovery`) of its issues. */
export const FORGOT_ISSUES = {
  required: 'validation.required',
  '*': 'validation.email',
} as const satisfies IssueKeys;

/** Reset password: the new password (the checklist rules) and its confirmation. */
export const resetFormSchema = resetForm;
export type ResetFormValues = z.input<typeof resetFormSchema>;

export const RESET_ISSUES = {
  required: 'validation.required',
  password_length: 'validation.password_length',
  password_complexity: 'validation.password_complexity',
  password_mismatch: 'validation.password_mismatch',
} as const satisfies IssueKeys;
