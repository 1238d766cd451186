import { z } from 'zod/mini';
import { email } from '../common/primitives';

export const deviceInfo = z
  .object({
    browser: z.optional(z.string().check(z.maxLength(256))),
    platform: z.optional(z.string().check(z.maxLength(256))),
    hash: z.optional(z.string().check(z.maxLength(256))),
  })
  .register(z.globalRegistry, { id: 'DeviceInfo' });

export const loginBody = z
  .object({
    email,
    password: z.string().check(z.minLength(1), z.maxLength(256)),
    deviceInfo: z.optional(deviceInfo),
    code: z.optional(z.string().check(z.regex(/^\d{6}$|^[a-z0-9]{10}$/))).check(z.describe('two-factor code when enabled')),
  })
  .register(z.globalRegistry, { id: 'LoginBody' });
export type LoginBody = z.infer<typeof loginBody>;

export const loginAnswer = z.object({ email, token: z.string() }).register(z.globalRegistry, { id: 'LoginAnswer' });
export type LoginAnswer = z.infer<typeof loginAnswer>;

export const loggedInAnswer = z.object({
  loggedIn: z.boolean(),
  /** while signed in: the session ends after this long without a request (the session checks do not count) */
  idleTimeoutMs: z.optional(z.number()),
});
export const okAnswer = z.object({ ok: z.literal(true) });
