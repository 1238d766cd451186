import { isApiError } from '../../../lib/api-error';

export type LoginProblem = 'invalidCredentials' | 'emailNotConfirmed';

/** The login failures the form explains itself; anything else goes to the error dialog. */
export function loginProblem(error: unknown): LoginProblem | null {
  if (!isApiError(error) || error.status !== 417) return null;
  if (error.code === 'invalid_credentials') return 'invalidCredentials';
  if (error.code === 'email_not_confirmed') return 'emailNotConfirmed';
  return null;
}
