import { loginBody } from '@portal/contract';
import { z } from 'zod/mini';
import type { IssueKeys } from '../../../lib/form-issues';

/** The login form checks the same contract schema the server validates (partner-portal §5). */
export const loginFormSchema = z.pick(loginBody, { email: true, password: true });
export type LoginFormValues = z.input<typeof loginFormSchema>;

/** Catalogue keys (`auth`) of its issues: an empty or invalid e-mail, a missing password. */
export const LOGIN_ISSUES = {
  'email.required': 'validation.emailRequired',
  email: 'validation.emailInvalid',
  password: 'validation.passwordRequired',
} as const satisfies IssueKeys;
