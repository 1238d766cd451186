import { USER_EVENTS } from '@portal/contract';
import type { AppContext } from '../../context';
import type { SocketSessions } from '../../infra/realtime';
import { idleSince, resolveSession } from './auth.service';
import { findSessionUser } from './auth.repository';
import { loadUser } from '../user/user.service';

/** Sessions as the live channels see them, and the user channel's `data` request answered with the signed-in user. */
export const socketSessions = (ctx: AppContext): SocketSessions => ({
  // a socket (re)connects on its own: not the user's activity; an idle session's sockets are cut by the sweep
  userOf: async (token) => (await resolveSession(ctx, token, { active: false }))?.id ?? null,
  isLive: async (tokenHash) => {
    const now = ctx.now();
    return !!(await findSessionUser(ctx.db, tokenHash, now, idleSince(now, ctx.env.SESSION_IDLE_MINUTES)));
  },
  onConnection: {
    user: (socket) => {
      socket.on(USER_EVENTS.requestData, async () => {
        const user = await loadUser(ctx.db, socket.data.userId as string);
        socket.emit(USER_EVENTS.data, user ? [user] : []);
      });
    },
  },
});
