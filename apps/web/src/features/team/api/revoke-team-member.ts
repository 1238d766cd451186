import { TEAM_API, type MemberKeysChoice, type TeamMemberChange } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useTeamMutation, type TeamCallbacks } from '../lib/use-team-mutation';

/**
 * GET /api-portal/user/team-member/revoke/{developerId}?keys=revoke|hand_over: disables the member, who is
 * signed out at once; the API keys it created are revoked or handed to the owner.
 */
export function revokeTeamMember(o: { id: string; keys: MemberKeysChoice }) {
  return call(TEAM_API.revoke, { params: { id: o.id }, query: { keys: o.keys } });
}

export const useRevokeTeamMember = (options: TeamCallbacks<TeamMemberChange> = {}) => useTeamMutation(revokeTeamMember, options);
