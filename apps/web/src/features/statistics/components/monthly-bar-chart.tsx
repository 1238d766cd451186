import '@mantine/charts/styles.css';
import { memo } from 'react';
import { BarChart } from '@mantine/charts';
import type { MonthCount } from '../lib/chart-data';

interface MonthlyBarChartProps {
  data: MonthCount[];
  /** Accessible name of the chart, e.g. "Cards per month in 2026". */
  label: string;
  seriesLabel: string;
}

/**
 * Loaded lazily: recharts only reaches the browser on the dashboard. Memoised: drawing a chart is the dashboard's
 * costliest work, and the screen renders again as each of the five answers arrives.
 */
export default memo(function MonthlyBarChart({ data, label, seriesLabel }: MonthlyBarChartProps) {
  return (
    <div role="img" aria-label={label}>
      <BarChart
        h={220}
        data={data}
        dataKey="month"
        series={[{ name: 'count', label: seriesLabel, color: 'var(--mantine-primary-color-filled)' }]}
        tickLine="none"
        gridAxis="x"
        strokeDasharray="4 4"
        yAxisProps={{ allowDecimals: false }}
        barChartProps={{ accessibilityLayer: false }}
      />
    </div>
  );
});
