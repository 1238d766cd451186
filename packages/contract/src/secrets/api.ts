import { z } from 'zod/mini';
import { defineRoutes } from '../common/route';
import { secret, secretBody, secretDeleted, secretList, secretRollBody } from './secrets';

const secretIdParams = z.object({ id: z.string() });

/** API secrets of the signed-in partner (customer-portal §7): the keys partner API calls are signed with. */
export const SECRETS_API = defineRoutes({
  list: { method: 'GET', path: '/api-portal/user/secrets', responses: { 200: secretList } },
  create: { method: 'POST', path: '/api-portal/user/secrets', body: secretBody, responses: { 200: secret } },
  roll: {
    method: 'POST',
    path: '/api-portal/user/secrets/:id/roll',
    params: secretIdParams,
    body: secretRollBody,
    responses: { 200: secret },
  },
  remove: { method: 'DELETE', path: '/api-portal/user/secrets/:id', params: secretIdParams, responses: { 200: secretDeleted } },
});
