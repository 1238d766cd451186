import { TEAM_API, teamMemberChange, type TeamMemberChange } from '@portal/contract';
import { api } from '../../../lib/api-client';
import { useTeamMutation, type TeamCallbacks } from '../lib/use-team-mutation';

/** GET /api-portal/user/team-member/revoke/{developerId}: disables the member, who is signed out at once. */
export function revokeTeamMember(id: string) {
  return api.get(TEAM_API.revoke.path.replace(':id', encodeURIComponent(id)), { schema: teamMemberChange });
}

export const useRevokeTeamMember = (options: TeamCallbacks<TeamMemberChange> = {}) => useTeamMutation(revokeTeamMember, options);
