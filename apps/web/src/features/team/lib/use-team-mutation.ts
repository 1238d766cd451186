import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEAM_MEMBERS_KEY } from '../api/get-team-members';

export interface TeamCallbacks<R> {
  onSuccess?: (answer: R) => void;
  onError?: (error: Error) => void;
}

/** A call that changes the team: the list is fetched again (the live team-member event does it for other tabs). */
export function useTeamMutation<A, R>(fn: (arg: A) => Promise<R>, options: TeamCallbacks<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (answer) => {
      options.onSuccess?.(answer);
      await queryClient.invalidateQueries({ queryKey: [TEAM_MEMBERS_KEY] });
    },
    onError: options.onError,
  });
}
