import { z } from 'zod/mini';
import { LIMITS } from '../common/constants';
import { email, newPassword } from '../common/primitives';

// The e-mail and code bodies of confirmation and recovery, apart from registration.ts: the sign-in screen's
// "resend the confirmation" dialog uses them and must not load the phone-number library with them.
export const emailBody = z
  .object({ email: z.string().check(z.maxLength(LIMITS.emailMax)) })
  .register(z.globalRegistry, { id: 'EmailBody' });
export const forgotForm = z.object({ email });
export const resetBody = z
  .object({ password: newPassword, code: z.string().check(z.minLength(1), z.maxLength(256)) })
  .register(z.globalRegistry, { id: 'ResetPassword' });
export const codeParams = z.object({ code: z.string().check(z.minLength(1), z.maxLength(256)) });
