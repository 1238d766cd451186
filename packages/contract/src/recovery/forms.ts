import { z } from 'zod';
import { LIMITS } from '../common/constants';
import { email, newPassword } from '../common/primitives';

// The e-mail and code bodies of confirmation and recovery, apart from registration.ts: the sign-in screen's
// "resend the confirmation" dialog uses them and must not load the phone-number library with them.
export const emailBody = z.object({ email: z.string().max(LIMITS.emailMax) }).meta({ id: 'EmailBody' });
export const forgotForm = z.object({ email });
export const resetBody = z.object({ password: newPassword, code: z.string().min(1).max(256) }).meta({ id: 'ResetPassword' });
export const codeParams = z.object({ code: z.string().min(1).max(256) });
