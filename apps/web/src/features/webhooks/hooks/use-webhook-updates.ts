import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { io } from 'socket.io-client';
import { NAMESPACES, USER_EVENTS } from '@portal/contract';
import { config } from '../../../lib/config';
import { useSessionToken } from '../../../hooks/use-session';
import { webhookUpdateHandler } from '../lib/live-updates';

/**
 * While a webhook screen is open, its deliveries follow the /api-user socket live (`update`
 * events of kind webhook-delivery and webhook). After a reconnection everything is fetched again,
 * for the events missed meanwhile. The token goes in the `auth` payload, never in the URL (proxy logs).
 */
export function useWebhookUpdates() {
  const token = useSessionToken();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    const live = webhookUpdateHandler(queryClient);
    const socket = io(`${config.apiBaseUrl}${NAMESPACES.user}`, { auth: { token }, transports: ['websocket', 'polling'] });
    socket.on(USER_EVENTS.update, live.handler);
    socket.io.on('reconnect', () => void queryClient.invalidateQueries({ queryKey: ['webhooks'] }));
    return () => {
      live.stop();
      socket.disconnect();
    };
  }, [token, queryClient]);
}
