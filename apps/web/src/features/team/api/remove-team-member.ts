import { TEAM_API, teamMemberChange, type TeamMemberChange, type TeamMemberDeleteBody } from '@portal/contract';
import { api } from '../../../lib/api-client';
import { useTeamMutation, type TeamCallbacks } from '../lib/use-team-mutation';

/** POST /api-portal/user/team-member/delete {developerId, email}: removes an invitation. */
export function removeTeamMember(body: TeamMemberDeleteBody) {
  return api.post(TEAM_API.remove.path, { body, schema: teamMemberChange });
}

export const useRemoveTeamMember = (options: TeamCallbacks<TeamMemberChange> = {}) => useTeamMutation(removeTeamMember, options);
