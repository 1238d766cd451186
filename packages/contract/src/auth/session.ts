import { z } from 'zod';
import { email } from '../common/primitives';

export const deviceInfo = z
  .object({
    browser: z.string().max(256).optional(),
    platform: z.string().max(256).optional(),
    hash: z.string().max(256).optional(),
  })
  .meta({ id: 'DeviceInfo' });

export const loginBody = z
  .object({
    email,
    password: z.string().min(1).max(256),
    deviceInfo: deviceInfo.optional(),
    code: z
      .string()
      .regex(/^\d{6}$|^[a-z0-9]{10}$/)
      .optional()
      .describe('two-factor code when enabled'),
  })
  .meta({ id: 'LoginBody' });
export type LoginBody = z.infer<typeof loginBody>;

export const loginAnswer = z.object({ email, token: z.string() }).meta({ id: 'LoginAnswer' });
export type LoginAnswer = z.infer<typeof loginAnswer>;

export const loggedInAnswer = z.object({ loggedIn: z.boolean() });
export const okAnswer = z.object({ ok: z.literal(true) });
