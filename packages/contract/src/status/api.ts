import { defineRoutes } from '../common/route';
import { statusObject } from './status';

/** The status object (partner-portal §3), on its portal path and its short alias. */
export const STATUS_API = defineRoutes({
  status: { method: 'GET', path: '/api-portal/auth/status', responses: { 200: statusObject } },
  statusAlias: { method: 'GET', path: '/api/status', responses: { 200: statusObject } },
});
