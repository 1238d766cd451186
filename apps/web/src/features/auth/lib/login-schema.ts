import { loginBody } from '@portal/contract';
import type { z } from 'zod';

/** The login form checks the same contract schema the server validates (spec 000 §5). */
export const loginFormSchema = loginBody.pick({ email: true, password: true });
export type LoginFormValues = z.input<typeof loginFormSchema>;

export type LoginIssueKey = 'validation.emailRequired' | 'validation.emailInvalid' | 'validation.passwordRequired';

/** Maps a zod issue to the catalogue key shown under the field. */
export function loginIssueKey(issue: { path?: PropertyKey[]; input?: unknown }): LoginIssueKey {
  if (issue.path?.[0] === 'password') return 'validation.passwordRequired';
  const empty = typeof issue.input !== 'string' || issue.input.trim() === '';
  return empty ? 'validation.emailRequired' : 'validation.emailInvalid';
}

export const loginParseOptions = { error: loginIssueKey };
