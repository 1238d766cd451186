import { describe, expect, it } from 'vitest';
import { pathOf, ROUTES, STATISTICS_API } from '@portal/contract';
import { EARLY_PAGE_CALLS } from '../../../early-calls';
import { DASHBOARD_CHARTS } from './charts';

describe("the dashboard's charts", () => {
  it('are the calls the early script starts on a first load of the dashboard, in the same order', () => {
    const byChart: Record<(typeof DASHBOARD_CHARTS)[number]['id'], string> = {
      individualClients: pathOf(STATISTICS_API.clients, { type: 'EXTERNAL_INDIVIDUAL' }),
      businessClients: pathOf(STATISTICS_API.clients, { type: 'EXTERNAL_BUSINESS' }),
      bankAccounts: pathOf(STATISTICS_API.accounts),
      cards: pathOf(STATISTICS_API.cards),
      transactions: pathOf(STATISTICS_API.transactions),
    };
    expect(Object.keys(EARLY_PAGE_CALLS)).toEqual([ROUTES.dashboard]);
    expect(EARLY_PAGE_CALLS[ROUTES.dashboard]).toEqual(DASHBOARD_CHARTS.map((chart) => byChart[chart.id]));
  });
});
