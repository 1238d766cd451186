import { z } from 'zod';
import { listAnswer } from '../common/list';
import { isoDateTime } from '../common/primitives';
import { LIMITS } from '../common/constants';

export const secret = z
  .object({
    id: z.string(),
    label: z.string(),
    token: z.string().describe('the API key, sent as x-app-access-token'),
    secret: z.string().describe('shown in full only in the answer that generates it; masked afterwards'),
    createdDate: isoDateTime,
    lastUsedDate: isoDateTime.nullable(),
  })
  .meta({ id: 'Secret' });
export type Secret = z.infer<typeof secret>;
export const secretBody = z.object({ label: z.string().trim().min(1).max(LIMITS.labelMax) }).meta({ id: 'SecretBody' });

/** At most this many live secrets per partner. */
export const SECRETS_MAX = 20;

/** How the secret is shown after the answer that generated it: prefix, stars, last four. */
export const maskSecret = (plain: string): string =>
  plain.length <= 8 ? '*'.repeat(plain.length) : `${plain.slice(0, 3)}${'*'.repeat(16)}${plain.slice(-4)}`;
export const isMaskedSecret = (value: string): boolean => value.includes('****');

export const secretList = listAnswer(secret).meta({ id: 'SecretList' });
export type SecretList = z.infer<typeof secretList>;
export const secretDeleted = z.object({ id: z.string(), deleted: z.literal(true) }).meta({ id: 'SecretDeleted' });
