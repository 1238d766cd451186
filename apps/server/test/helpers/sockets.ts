import { io as connect, type Socket } from 'socket.io-client';

/**
 * socket.io clients of one test file: `open` connects with a session token in the `auth` payload, as the web app does
 * (`via: 'query'` puts it in the handshake query that the specification names), `closeAll` ends them.
 */
export function socketClients() {
  const sockets: Socket[] = [];
  const open = (base: string, ns: string, token?: string, via: 'auth' | 'query' = 'auth'): Promise<Socket> => {
    const sent = token ? { [via]: { token } } : {};
    const s = connect(`${base}${ns}`, { ...sent, transports: ['websocket'], reconnection: false });
    sockets.push(s);
    return new Promise((resolve, reject) => {
      s.on('connect', () => resolve(s));
      s.on('connect_error', (e) => reject(e));
    });
  };
  return { open, sockets, closeAll: () => sockets.splice(0).forEach((s) => s.close()) };
}

/** The next `event` on the socket, or a failure after `ms`. */
export const nextEvent = <T>(s: Socket, event: string, ms = 3000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event}`)), ms);
    s.once(event, (v: T) => {
      clearTimeout(timer);
      resolve(v);
    });
  });

/** Starts the test app on a free port of 127.0.0.1 and answers its base URL (for socket clients). */
export async function listen(app: {
  listen: (o: { port: number; host: string }) => Promise<unknown>;
  server: { address: () => unknown };
}): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address() as { port?: number } | null;
  return `http://127.0.0.1:${addr?.port ?? 0}`;
}
