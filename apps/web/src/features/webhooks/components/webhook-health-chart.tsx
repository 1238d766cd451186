import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

type Outcome = 'succeeded' | 'failed' | 'noAnswer';
export interface HealthBar {
  label: string;
  succeeded: number;
  failed: number;
  noAnswer: number;
}

/** Attempts by outcome, stacked; loaded lazily (recharts only reaches the browser where a chart is shown). */
export default function WebhookHealthChart({ data, label, names }: { data: HealthBar[]; label: string; names: Record<Outcome, string> }) {
  return (
    <div role="img" aria-label={label}>
      <BarChart
        h={200}
        data={data}
        dataKey="label"
        type="stacked"
        series={[
          { name: 'succeeded', label: names.succeeded, color: 'teal.6' },
          { name: 'failed', label: names.failed, color: 'red.6' },
          { name: 'noAnswer', label: names.noAnswer, color: 'orange.5' },
        ]}
        withLegend
        tickLine="none"
        gridAxis="y"
        strokeDasharray="4 4"
        yAxisProps={{ allowDecimals: false }}
        barChartProps={{ accessibilityLayer: false }}
      />
    </div>
  );
}
