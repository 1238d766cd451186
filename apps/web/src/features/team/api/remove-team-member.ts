import { TEAM_API, type TeamMemberChange, type TeamMemberDeleteBody } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useTeamMutation, type TeamCallbacks } from '../lib/use-team-mutation';

/** POST /api-portal/user/team-member/delete {id or developerId, email}: removes an invitation or disables a member. */
export function removeTeamMember(body: TeamMemberDeleteBody) {
  return call(TEAM_API.remove, { body });
}

export const useRemoveTeamMember = (options: TeamCallbacks<TeamMemberChange> = {}) => useTeamMutation(removeTeamMember, options);
