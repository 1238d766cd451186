import { z } from 'zod';

export const STATISTICS_KINDS = ['EXTERNAL_INDIVIDUAL', 'EXTERNAL_BUSINESS', 'accounts', 'cards', 'transactions'] as const;
export type StatisticsKind = (typeof STATISTICS_KINDS)[number];

/** `{ "2026": [12 monthly counts Jan..Dec] }` */
export const statisticsAnswer = z
  .record(z.string().regex(/^\d{4}$/), z.array(z.number().int().nonnegative()).length(12))
  .meta({ id: 'Statistics' });
export type StatisticsAnswer = z.infer<typeof statisticsAnswer>;
