import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NAMESPACES, USER_EVENTS } from '@portal/contract';
import { useSessionToken } from '../../../hooks/use-session';
import { notify } from '../../../lib/notify';
import { supportEventHandlers, userEventHandlers } from '../lib/live-events';
import { openChannel } from '../lib/open-channel';

/**
 * While signed in, the 'api-user' and 'support' channels are open (customer-portal §4); they close on
 * sign-out (the token goes) and reopen with a new session. On connect the user channel asks for
 * its initial data ('data' → 'dataR').
 */
export function useLiveChannels() {
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const { i18n } = useTranslation('inbox');
  useEffect(() => {
    if (!token) return;
    const maintenance = () =>
      notify({ title: i18n.t('live.maintenanceTitle', { ns: 'inbox' }), message: i18n.t('live.maintenance', { ns: 'inbox' }) });
    const user = openChannel(NAMESPACES.user, token, userEventHandlers(queryClient, maintenance));
    user.on('connect', () => user.emit(USER_EVENTS.requestData));
    const support = openChannel(NAMESPACES.support, token, supportEventHandlers(queryClient));
    // events missed while disconnected: refresh what they would have refreshed
    support.io.on('reconnect', () => void queryClient.invalidateQueries({ queryKey: ['tickets'] }));
    return () => {
      user.disconnect();
      support.disconnect();
    };
  }, [token, queryClient, i18n]);
}
