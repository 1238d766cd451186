import { memo } from 'react';
import { BarChart } from '../../../components/charts/bar-chart';
import type { MonthCount } from '../lib/chart-data';

interface MonthlyBarChartProps {
  data: MonthCount[];
  /** Accessible name of the chart, e.g. "Cards per month in 2026". */
  label: string;
  seriesLabel: string;
}

/** Loaded lazily with the dashboard's charts. Memoised: the screen renders again as each of the five answers arrives. */
export default memo(function MonthlyBarChart({ data, label, seriesLabel }: MonthlyBarChartProps) {
  return (
    <BarChart
      height={220}
      data={data}
      labelKey="month"
      series={[{ key: 'count', label: seriesLabel, color: 'var(--mantine-primary-color-filled)' }]}
      label={label}
    />
  );
});
