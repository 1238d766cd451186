import { z } from 'zod/mini';
import { defineRoutes } from '../common/route';
import { CLIENT_TYPES } from '../partner-data/entities';

export const STATISTICS_KINDS = ['EXTERNAL_INDIVIDUAL', 'EXTERNAL_BUSINESS', 'accounts', 'cards', 'transactions'] as const;
export type StatisticsKind = (typeof STATISTICS_KINDS)[number];

/** `{ "2026": [12 monthly counts Jan..Dec] }` */
export const statisticsAnswer = z
  .record(z.string().check(z.regex(/^\d{4}$/)), z.array(z.int().check(z.nonnegative())).check(z.length(12)))
  .register(z.globalRegistry, { id: 'Statistics' });
export type StatisticsAnswer = z.infer<typeof statisticsAnswer>;

const answer = { 200: statisticsAnswer } as const;

/** The dashboard's monthly counts of the signed-in partner. */
export const STATISTICS_API = defineRoutes({
  clients: {
    method: 'GET',
    path: '/api-portal/statistics/clients/:type',
    params: z.object({ type: z.enum(CLIENT_TYPES) }),
    responses: answer,
  },
  accounts: { method: 'GET', path: '/api-portal/statistics/accounts', responses: answer },
  cards: { method: 'GET', path: '/api-portal/statistics/cards', responses: answer },
  transactions: { method: 'GET', path: '/api-portal/statistics/transactions', responses: answer },
});
