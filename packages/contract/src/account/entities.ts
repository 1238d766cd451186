import { z } from 'zod';
import { email, isoDateTime } from '../common/primitives';
import { LIMITS } from '../common/constants';

export const TEAM_ROLES = ['DEVELOPER'] as const;
export const DEFAULT_TEAM_ROLE = 'DEVELOPER';

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

export const teamMember = z
  .object({
    id: z.string(),
    email: z.string(),
    invitationCode: z.string().nullable(),
    registered: z.boolean(),
    approved: z.boolean(),
    disabled: z.boolean(),
    role: z.enum(TEAM_ROLES),
    developerId: z.string().nullable(),
    createdDate: isoDateTime.describe('when the member was invited'),
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof teamMember>;
export const teamMemberBody = z.object({ email, role: z.enum(TEAM_ROLES).default(DEFAULT_TEAM_ROLE) }).meta({ id: 'TeamMemberBody' });

// Webhooks (entities, envelope, event types) live in ../webhooks.
