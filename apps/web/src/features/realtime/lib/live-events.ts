import type { QueryClient } from '@tanstack/react-query';
import { SUPPORT_EVENTS, USER_EVENTS, supportMessageEvent, user } from '@portal/contract';

/**
 * What each live event refreshes (customer-portal §3, §4). Query keys are the features' own roots:
 * ['user'] and ['status'] (profile and KYC), ['tickets', …] (inbox, badge), and any key whose
 * root names team members.
 */
export function userEventHandlers(queryClient: QueryClient, onMaintenance: () => void) {
  const refreshUser = () => {
    void queryClient.invalidateQueries({ queryKey: ['user'] });
    void queryClient.invalidateQueries({ queryKey: ['status'] });
  };
  return {
    /** the initial data: the signed-in user, put where the profile already reads it */
    [USER_EVENTS.data]: (list: unknown) => {
      const parsed = user.safeParse(Array.isArray(list) ? list[0] : undefined);
      if (parsed.success) queryClient.setQueriesData({ queryKey: ['user', 'me'] }, (old) => (old ? parsed.data : old));
    },
    [USER_EVENTS.update]: refreshUser,
    [USER_EVENTS.updateKyc]: refreshUser,
    [USER_EVENTS.insertKyc]: refreshUser,
    [USER_EVENTS.deleteKyc]: refreshUser,
    /** {enabled, message} from the operator console: the notice when it starts; the status object either way */
    [USER_EVENTS.maintenance]: (payload: unknown) => {
      void queryClient.invalidateQueries({ queryKey: ['status'] });
      const ended = typeof payload === 'object' && payload !== null && (payload as { enabled?: unknown }).enabled === false;
      if (!ended) onMaintenance();
    },
    [USER_EVENTS.teamMember]: () =>
      void queryClient.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === 'string' && /team/i.test(q.queryKey[0]) }),
  } as Record<string, (payload: unknown) => void>;
}

export function supportEventHandlers(queryClient: QueryClient) {
  return {
    /** value 'updated': the list and the unread badge */
    [SUPPORT_EVENTS.messages]: () => {
      void queryClient.invalidateQueries({ queryKey: ['tickets', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['tickets', 'unread'] });
    },
    /** {id}: an opened message with this id is fetched again */
    [SUPPORT_EVENTS.message]: (payload: unknown) => {
      const parsed = supportMessageEvent.safeParse(payload);
      if (parsed.success) void queryClient.invalidateQueries({ queryKey: ['tickets', 'detail', parsed.data.id] });
    },
  } as Record<string, (payload: unknown) => void>;
}
