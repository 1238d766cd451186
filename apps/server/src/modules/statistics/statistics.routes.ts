import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API, CLIENT_TYPES, statisticsAnswer, type StatisticsKind } from '@portal/contract';
import { bearer, errorResponses, typed } from '../../lib/route';
import { partnerOf } from '../auth/auth.plugin';
import { monthly } from './statistics.service';

export async function statisticsRoutes(app: FastifyInstance) {
  const r = typed(app);
  const schema = (summary: string) => ({
    tags: ['statistics'],
    summary,
    security: bearer,
    response: { 200: statisticsAnswer, ...errorResponses },
  });
  r.get(API.statisticsClients.path, {
    schema: { ...schema('Clients created per month, by year'), params: z.object({ type: z.enum(CLIENT_TYPES) }) },
    preHandler: app.requirePartner,
    handler: (req) => monthly(app.ctx, { partnerId: partnerOf(req), kind: req.params.type }),
  });
  const simple: Array<[string, StatisticsKind, string]> = [
    [API.statisticsAccounts.path, 'accounts', 'Bank accounts opened per month, by year'],
    [API.statisticsCards.path, 'cards', 'Cards ordered per month, by year'],
    [API.statisticsTransactions.path, 'transactions', 'Transactions per month, by year'],
  ];
  for (const [path, kind, summary] of simple) {
    r.get(path, {
      schema: schema(summary),
      preHandler: app.requirePartner,
      handler: (req) => monthly(app.ctx, { partnerId: partnerOf(req), kind }),
    });
  }
}
