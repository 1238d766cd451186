import type { StatisticsAnswer } from '@portal/contract';

export interface MonthCount {
  month: string;
  count: number;
}

/** Jan..Dec counts of one year; a year missing from the answer counts zero. */
export function monthlyCounts(answer: StatisticsAnswer | undefined, year: string, months: readonly string[]): MonthCount[] {
  const counts = answer?.[year] ?? [];
  return months.map((month, index) => ({ month, count: counts[index] ?? 0 }));
}

export function total(data: MonthCount[]): number {
  return data.reduce((sum, row) => sum + row.count, 0);
}
