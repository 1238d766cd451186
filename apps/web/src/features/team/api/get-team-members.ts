import { queryOptions, useQuery } from '@tanstack/react-query';
import { TEAM_API } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useSessionToken } from '../../../hooks/use-session';

/** The query root; the live `team-member` event refreshes every query whose root names the team. */
export const TEAM_MEMBERS_KEY = 'team-members';

/** GET /api-portal/user/team-member: the partner's team members, newest first. */
export function getTeamMembers(signal?: AbortSignal) {
  return call(TEAM_API.list, { signal });
}

export function teamMembersQueryOptions(token: string | null) {
  return queryOptions({ queryKey: [TEAM_MEMBERS_KEY, token], queryFn: ({ signal }) => getTeamMembers(signal), enabled: token !== null });
}

export function useTeamMembers() {
  return useQuery(teamMembersQueryOptions(useSessionToken()));
}
