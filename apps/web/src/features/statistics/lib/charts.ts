import { clientStatisticsQueryOptions } from '../api/get-client-statistics';
import { accountStatisticsQueryOptions } from '../api/get-account-statistics';
import { cardStatisticsQueryOptions } from '../api/get-card-statistics';
import { transactionStatisticsQueryOptions } from '../api/get-transaction-statistics';

/** The five dashboard charts, in the order of the specification. */
export const DASHBOARD_CHARTS = [
  { id: 'individualClients', query: clientStatisticsQueryOptions('EXTERNAL_INDIVIDUAL') },
  { id: 'businessClients', query: clientStatisticsQueryOptions('EXTERNAL_BUSINESS') },
  { id: 'bankAccounts', query: accountStatisticsQueryOptions() },
  { id: 'cards', query: cardStatisticsQueryOptions() },
  { id: 'transactions', query: transactionStatisticsQueryOptions() },
] as const;

export type DashboardChartId = (typeof DASHBOARD_CHARTS)[number]['id'];
