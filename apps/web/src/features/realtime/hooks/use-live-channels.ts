import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NAMESPACES, USER_EVENTS } from '@portal/contract';
import { useSessionToken } from '../../../hooks/use-session';
import { notify } from '../../../lib/notify';
import { nextTask } from '../../../lib/next-task';
import { whenIdle } from '../../../lib/when-idle';
import { supportEventHandlers, userEventHandlers } from '../lib/live-events';
import type { Socket } from 'socket.io-client';

/**
 * While signed in, the 'api-user' and 'support' channels are open (customer-portal §4); they close on
 * sign-out (the token goes) and reopen with a new session. On connect the user channel asks for
 * its initial data ('data' → 'dataR'). The socket client loads with the first session, not with the
 * first page (a signed-out visitor never downloads it).
 */
export function useLiveChannels() {
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const { i18n } = useTranslation('inbox');
  useEffect(() => {
    if (!token) return;
    let closed = false;
    const sockets: Socket[] = [];
    const maintenance = () =>
      notify({ title: i18n.t('live.maintenanceTitle', { ns: 'inbox' }), message: i18n.t('live.maintenance', { ns: 'inbox' }) });
    // Once the browser is idle: the socket client and its handshake wait until the page is up. The client's code, and
    // each channel, in a task of its own: one after the other they made one long task on a slow phone.
    const open = async () => {
      const { openChannel } = await import('../lib/open-channel');
      await nextTask();
      if (closed) return;
      const user = openChannel(NAMESPACES.user, token, userEventHandlers(queryClient, maintenance));
      user.on('connect', () => user.emit(USER_EVENTS.requestData));
      sockets.push(user);
      await nextTask();
      if (closed) return;
      const support = openChannel(NAMESPACES.support, token, supportEventHandlers(queryClient));
      // events missed while disconnected: refresh what they would have refreshed
      support.io.on('reconnect', () => void queryClient.invalidateQueries({ queryKey: ['tickets'] }));
      sockets.push(support);
    };
    const cancel = whenIdle(() => void open());
    return () => {
      closed = true;
      cancel();
      for (const socket of sockets) socket.disconnect();
    };
  }, [token, queryClient, i18n]);
}
