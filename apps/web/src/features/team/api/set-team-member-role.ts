import { TEAM_API, type AssignableRole, type TeamMember } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useTeamMutation, type TeamCallbacks } from '../lib/use-team-mutation';

/** PUT /api-portal/user/team-member/role/{id} {role}: Owner or Admin gives a member another role. */
export function setTeamMemberRole(o: { id: string; role: AssignableRole }) {
  return call(TEAM_API.setRole, { params: { id: o.id }, body: { role: o.role } });
}

export const useSetTeamMemberRole = (options: TeamCallbacks<TeamMember> = {}) => useTeamMutation(setTeamMemberRole, options);
