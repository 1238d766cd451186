import { z } from 'zod/mini';
import { isoDateTime } from '../common/primitives';
import { listAnswer, listQuery } from '../common/list';
import { defineRoutes } from '../common/route';

/** The request log keeps this many partner API calls per partner (newest first). */
export const REQUEST_LOG_KEEP = 10_000;

/**
 * `filter=status=401` (one code) or `filter=status=4xx` (a class). `ok`/`rejected` group 2xx and
 * everything else.
 */
export const REQUEST_LOG_STATUS_FILTERS = ['2xx', '4xx', '5xx', '401', '404', '417', 'rejected'] as const;
export const REQUEST_LOG_STATUS_PATTERN = /^([1-5](\d{2}|xx)|rejected)$/;

export const requestLogEntry = z
  .object({
    id: z.string(),
    time: isoDateTime,
    method: z.string(),
    path: z.string().check(z.describe('path with query, as sent')),
    status: z.int(),
    durationMs: z.number().check(z.describe('time the server took, in milliseconds')),
    error: z.nullable(z.string()).check(z.describe('error code of a rejected call')),
    reason: z.nullable(z.string()).check(z.describe('why it was rejected, in plain words; never the secret')),
    token: z.nullable(z.string()).check(z.describe('the x-app-access-token the call carried')),
  })
  .register(z.globalRegistry, { id: 'RequestLogEntry' });
export type RequestLogEntry = z.infer<typeof requestLogEntry>;
export const requestLogAnswer = listAnswer(requestLogEntry).register(z.globalRegistry, { id: 'RequestLog' });
export type RequestLogAnswer = z.infer<typeof requestLogAnswer>;

/** The portal's view of the partner API request log (descriptor `LISTS.requestLog`). */
export const REQUEST_LOG_API = defineRoutes({
  list: { method: 'GET', path: '/api-portal/partner-api/requests', query: listQuery, responses: { 200: requestLogAnswer } },
});
