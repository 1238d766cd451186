import { useRefreshingMutation, type MutationCallbacks } from '../../../hooks/use-refreshing-mutation';
import { TEAM_MEMBERS_KEY } from '../api/get-team-members';

export type TeamCallbacks<R> = MutationCallbacks<R>;

/** A call that changes the team: the list is fetched again (the live team-member event does it for other tabs). */
export const useTeamMutation = <A, R>(fn: (arg: A) => Promise<R>, options: TeamCallbacks<R>) =>
  useRefreshingMutation(fn, [TEAM_MEMBERS_KEY], options);
