import { TICKETS_UNREAD_API } from '../tickets/unread';
import { defineRoutes } from '../common/route';
import { loggedInAnswer, loginAnswer, loginBody, okAnswer } from './session';

/** The session: sign in, sign out, prolong, and whether a token is still a live session (partner-portal §4). */
export const AUTH_API = defineRoutes({
  login: { method: 'POST', path: '/api-portal/auth/login', body: loginBody, responses: { 200: loginAnswer } },
  logout: { method: 'GET', path: '/api-portal/auth/logout', responses: { 200: okAnswer } },
  refreshToken: { method: 'POST', path: '/api-portal/auth/refreshToken', responses: { 200: loginAnswer } },
  loggedIn: { method: 'GET', path: '/api-portal/auth/logged-in', responses: { 200: loggedInAnswer } },
});

/**
 * What the web app sends on its own (the session checks on a timer, the inbox count on a live event): no activity
 * for the idle limit, so an open tab keeps no unused session alive.
 */
export const BACKGROUND_PATHS: readonly string[] = [
  AUTH_API.loggedIn.path,
  AUTH_API.refreshToken.path,
  TICKETS_UNREAD_API.unreadCount.path,
];
