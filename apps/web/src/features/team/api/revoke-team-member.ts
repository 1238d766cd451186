import { TEAM_API, type TeamMemberChange } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useTeamMutation, type TeamCallbacks } from '../lib/use-team-mutation';

/** GET /api-portal/user/team-member/revoke/{developerId}: disables the member, who is signed out at once. */
export function revokeTeamMember(id: string) {
  return call(TEAM_API.revoke, { params: { id } });
}

export const useRevokeTeamMember = (options: TeamCallbacks<TeamMemberChange> = {}) => useTeamMutation(revokeTeamMember, options);
