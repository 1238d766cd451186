import { TEAM_API, teamMemberChange, type TeamMemberChange } from '@portal/contract';
import { api } from '../../../lib/api-client';
import { useTeamMutation, type TeamCallbacks } from '../lib/use-team-mutation';

/** GET /api-portal/user/team-member/recover/{developerId}: a disabled member may sign in again. */
export function recoverTeamMember(id: string) {
  return api.get(TEAM_API.recover.path.replace(':id', encodeURIComponent(id)), { schema: teamMemberChange });
}

export const useRecoverTeamMember = (options: TeamCallbacks<TeamMemberChange> = {}) => useTeamMutation(recoverTeamMember, options);
