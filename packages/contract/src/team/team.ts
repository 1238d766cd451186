import { z } from 'zod/mini';
import { listAnswer } from '../common/list';
import { LIMITS } from '../common/constants';
import { email, isoDateTime } from '../common/primitives';
import { ASSIGNABLE_ROLES, DEFAULT_ROLE, ROLES } from '../access/access';

export const teamMember = z
  .object({
    id: z.string(),
    email: z.string(),
    invitationCode: z.nullable(z.string()),
    registered: z.boolean(),
    approved: z.boolean(),
    disabled: z.boolean(),
    role: z.enum(ROLES),
    developerId: z.nullable(z.string()),
    createdDate: isoDateTime.check(z.describe('when the member was invited')),
  })
  .register(z.globalRegistry, { id: 'TeamMember' });
export type TeamMember = z.infer<typeof teamMember>;
export const teamMemberBody = z
  .object({ email, role: z._default(z.enum(ASSIGNABLE_ROLES), DEFAULT_ROLE) })
  .register(z.globalRegistry, { id: 'TeamMemberBody' });

/** The invitation's answer: its sign-up link, shown this once to copy (it is also mailed); never again. */
export const teamInvitation = z
  .extend(teamMember, { invitationLink: z.string().check(z.describe('the single-use sign-up link; answered only here, once')) })
  .register(z.globalRegistry, { id: 'TeamInvitation' });
export type TeamInvitation = z.infer<typeof teamInvitation>;

/** A member's new role: any role but OWNER, which moves only by handover. */
export const teamRoleBody = z.object({ role: z.enum(ASSIGNABLE_ROLES) }).register(z.globalRegistry, { id: 'TeamRoleBody' });
export type TeamRoleBody = z.infer<typeof teamRoleBody>;

/** Where an invitation e-mail sends the invitee: `…?code=…&email=…` prefill the developer form. */
export const TEAM_SIGNUP_PATH = '/auth/signup/developer';
export const teamSignupLink = (base: string, code: string, email: string) =>
  `${base}${TEAM_SIGNUP_PATH}?code=${encodeURIComponent(code)}&email=${encodeURIComponent(email)}`;

/** At most this many team members (invited, active or disabled) per partner. */
export const TEAM_MEMBERS_MAX = 50;
/** Days a team invitation link works (it can grant ADMIN); TEAM_INVITATION_TTL_DAYS sets it within these bounds. */
export const TEAM_INVITATION_TTL_DAYS = { default: 7, min: 1, max: 90 } as const;

/** invitations a partner may send per window (429 rate_limited beyond) */
export const TEAM_INVITATIONS_RATE = { max: 30, windowMs: 60 * 60_000 } as const;

/**
 * States (customer-portal §4): invited (not approved, not disabled) → Remove; approved and active →
 * Disable; disabled → Recover.
 */
export const TEAM_MEMBER_STATES = ['INVITED', 'ACTIVE', 'DISABLED'] as const;
export type TeamMemberState = (typeof TEAM_MEMBER_STATES)[number];
export function teamMemberState(m: Pick<TeamMember, 'approved' | 'disabled'>): TeamMemberState {
  if (m.disabled) return 'DISABLED';
  return m.approved ? 'ACTIVE' : 'INVITED';
}
/** The one action each state offers the account owner. */
export const TEAM_MEMBER_ACTION = { INVITED: 'remove', ACTIVE: 'disable', DISABLED: 'recover' } as const satisfies Record<
  TeamMemberState,
  string
>;
export type TeamMemberAction = (typeof TEAM_MEMBER_ACTION)[TeamMemberState];

export const teamMemberList = listAnswer(teamMember).register(z.globalRegistry, { id: 'TeamMemberList' });
export type TeamMemberList = z.infer<typeof teamMemberList>;

/**
 * What happens to the API keys a member created when the member is disabled or removed:
 * `revoke` (the default) deletes them in the same transaction; `hand_over` keeps them working and makes
 * the account owner their creator. Either way the owner gets an inbox notice listing them.
 */
export const MEMBER_KEYS_CHOICES = ['revoke', 'hand_over'] as const;
export type MemberKeysChoice = (typeof MEMBER_KEYS_CHOICES)[number];
const memberKeys = z
  ._default(z.enum(MEMBER_KEYS_CHOICES), 'revoke')
  .check(z.describe("the member's API keys: revoke them (default), or hand them to the account owner"));
export const teamMemberKeysQuery = z.object({ keys: memberKeys });

/**
 * Remove an invitation ({developerId: null, email}); for an active member the same call disables it.
 * The member's own `id` names it too (an invitation has no developerId), as the recover call accepts.
 */
export const teamMemberDeleteBody = z
  .object({
    id: z.optional(z.string().check(z.maxLength(64))).check(z.describe("the team member's id (instead of developerId)")),
    developerId: z
      .optional(z.nullable(z.string().check(z.maxLength(64))))
      .check(z.describe('null for an invitation nobody registered with yet')),
    email: z.string().check(z.maxLength(LIMITS.emailMax)),
    keys: memberKeys,
  })
  .register(z.globalRegistry, { id: 'TeamMemberDelete' });
export type TeamMemberDeleteBody = z.input<typeof teamMemberDeleteBody>;

/** What the remove/revoke/recover calls did; also the payload of the live `team-member` event. */
export const teamMemberChange = z
  .object({ id: z.string(), email: z.string(), state: z.enum([...TEAM_MEMBER_STATES, 'REMOVED']) })
  .register(z.globalRegistry, { id: 'TeamMemberChange' });
export type TeamMemberChange = z.infer<typeof teamMemberChange>;
