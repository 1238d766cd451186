import type { FastifyInstance } from 'fastify';
import { STATISTICS_API as API } from '@portal/contract';
import { bearer, register } from '../../lib/route';
import { partnerScope } from '../../lib/partner-scope';
import { monthly } from './statistics.service';

export async function statisticsRoutes(app: FastifyInstance) {
  const doc = { tags: ['statistics'], security: bearer, access: 'statistics.read' as const, environment: true as const };
  const preHandler = app.requirePartner;
  register(app, API.clients, {
    ...doc,
    summary: 'Clients created per month, by year',
    preHandler,
    handler: (req) => monthly(app.ctx, { ...partnerScope(req), kind: req.params.type }),
  });
  register(app, API.accounts, {
    ...doc,
    summary: 'Bank accounts opened per month, by year',
    preHandler,
    handler: (req) => monthly(app.ctx, { ...partnerScope(req), kind: 'accounts' }),
  });
  register(app, API.cards, {
    ...doc,
    summary: 'Cards ordered per month, by year',
    preHandler,
    handler: (req) => monthly(app.ctx, { ...partnerScope(req), kind: 'cards' }),
  });
  register(app, API.transactions, {
    ...doc,
    summary: 'Transactions per month, by year',
    preHandler,
    handler: (req) => monthly(app.ctx, { ...partnerScope(req), kind: 'transactions' }),
  });
}
