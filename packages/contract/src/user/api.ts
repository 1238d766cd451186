import { defineRoutes } from '../common/route';
import { user } from './user';

/** The signed-in user. */
export const USER_API = defineRoutes({
  me: { method: 'GET', path: '/api-portal/user/me', responses: { 200: user } },
});
