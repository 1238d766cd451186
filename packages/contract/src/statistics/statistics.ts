import { z } from 'zod';
import { defineRoutes } from '../common/route';
import { CLIENT_TYPES } from '../partner-data/entities';

export const STATISTICS_KINDS = ['EXTERNAL_INDIVIDUAL', 'EXTERNAL_BUSINESS', 'accounts', 'cards', 'transactions'] as const;
export type StatisticsKind = (typeof STATISTICS_KINDS)[number];

/** `{ "2026": [12 monthly counts Jan..Dec] }` */
export const statisticsAnswer = z
  .record(z.string().regex(/^\d{4}$/), z.array(z.number().int().nonnegative()).length(12))
  .meta({ id: 'Statistics' });
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
