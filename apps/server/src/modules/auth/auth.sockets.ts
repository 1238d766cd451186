import { USER_EVENTS } from '@portal/contract';
import type { AppContext } from '../../context';
import type { SocketSessions } from '../../infra/realtime';
import { resolveSession } from './auth.service';
import { findSessionUser } from './auth.repository';
import { loadUser } from '../user/user.repository';

/** Sessions as the live channels see them, and the user channel's `data` request answered with the signed-in user. */
export const socketSessions = (ctx: AppContext): SocketSessions => ({
  userOf: async (token) => (await resolveSession(ctx, token))?.id ?? null,
  isLive: async (tokenHash) => !!(await findSessionUser(ctx.db, tokenHash, ctx.now())),
  onConnection: {
    user: (socket) => {
      socket.on(USER_EVENTS.requestData, async () => {
        const user = await loadUser(ctx.db, socket.data.userId as string);
        socket.emit(USER_EVENTS.data, user ? [user] : []);
      });
    },
  },
});
