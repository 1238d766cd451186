import { io, type Socket } from 'socket.io-client';
import { config } from '../../../lib/config';

/**
 * One namespace of the live channel, authenticated by the session token in socket.io's `auth` payload: sent inside
 * the connection, never in the URL, which proxies and browsers' histories keep.
 */
export function openChannel(namespace: string, token: string, handlers: Record<string, (payload: unknown) => void>): Socket {
  const socket = io(`${config.apiBaseUrl}${namespace}`, { auth: { token }, transports: ['websocket', 'polling'] });
  for (const [event, handler] of Object.entries(handlers)) socket.on(event, handler);
  return socket;
}
