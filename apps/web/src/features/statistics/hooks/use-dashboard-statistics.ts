import { useQueries } from '@tanstack/react-query';
import { DASHBOARD_CHARTS } from '../lib/charts';
import { defaultYear, yearOptions } from '../lib/year-options';

/** The five statistics calls together, with the year choices their answers offer. */
export function useDashboardStatistics(currentYear: number) {
  const results = useQueries({ queries: DASHBOARD_CHARTS.map((chart) => chart.query) });
  const years = yearOptions(
    results.map((result) => result.data),
    currentYear,
  );
  const charts = DASHBOARD_CHARTS.map((chart, index) => ({ id: chart.id, result: results[index] }));
  return { charts, years, initialYear: defaultYear(years, currentYear) };
}
