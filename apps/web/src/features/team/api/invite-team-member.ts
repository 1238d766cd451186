import type { z } from 'zod/mini';
import { TEAM_API, teamMemberBody, type TeamInvitation } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useTeamMutation, type TeamCallbacks } from '../lib/use-team-mutation';

/** POST /api-portal/user/team-member {email, role}: the invitee gets a link to register; the answer shows it once. */
export function inviteTeamMember(body: z.input<typeof teamMemberBody>) {
  return call(TEAM_API.invite, { body });
}

export const useInviteTeamMember = (options: TeamCallbacks<TeamInvitation> = {}) => useTeamMutation(inviteTeamMember, options);
