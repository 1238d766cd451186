import { TEAM_API, type TeamMemberChange } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useTeamMutation, type TeamCallbacks } from '../lib/use-team-mutation';

/** GET /api-portal/user/team-member/recover/{developerId}: a disabled member may sign in again. */
export function recoverTeamMember(id: string) {
  return call(TEAM_API.recover, { params: { id } });
}

export const useRecoverTeamMember = (options: TeamCallbacks<TeamMemberChange> = {}) => useTeamMutation(recoverTeamMember, options);
