import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEAM_API, type TeamMember } from '@portal/contract';
import { call } from '../../../lib/api-client';
import type { MutationCallbacks } from '../../../hooks/use-refreshing-mutation';
import { TEAM_MEMBERS_KEY } from './get-team-members';

/** POST /api-portal/user/team-member/owner/{id}: the Owner hands the ownership to an Admin and becomes an Admin. */
export function transferOwnership(id: string) {
  return call(TEAM_API.transferOwnership, { params: { id } });
}

/** The team list and the signed-in user (whose role changed: ['user', 'me', …]) are fetched again. */
export function useTransferOwnership(options: MutationCallbacks<TeamMember> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferOwnership,
    onSuccess: async (answer) => {
      options.onSuccess?.(answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [TEAM_MEMBERS_KEY] }),
        queryClient.invalidateQueries({ queryKey: ['user'] }),
      ]);
    },
    onError: options.onError,
  });
}
