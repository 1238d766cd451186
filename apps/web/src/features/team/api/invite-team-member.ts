import type { z } from 'zod';
import { TEAM_API, teamMember, teamMemberBody, type TeamMember } from '@portal/contract';
import { api } from '../../../lib/api-client';
import { useTeamMutation, type TeamCallbacks } from '../lib/use-team-mutation';

/** POST /api-portal/user/team-member {email, role}: the invitee gets a link to register as a developer. */
export function inviteTeamMember(body: z.input<typeof teamMemberBody>) {
  return api.post(TEAM_API.invite.path, { body, schema: teamMember });
}

export const useInviteTeamMember = (options: TeamCallbacks<TeamMember> = {}) => useTeamMutation(inviteTeamMember, options);
