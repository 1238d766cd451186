import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';

export interface ActivityPoint {
  label: string;
  apiCalls: number;
  events: number;
}

/** API calls and events per day; loaded lazily (recharts only reaches the browser where a chart is shown). */
export default function PartnerActivityChart(o: { data: ActivityPoint[]; label: string; names: { apiCalls: string; events: string } }) {
  return (
    <div role="img" aria-label={o.label}>
      <LineChart
        h={220}
        data={o.data}
        dataKey="label"
        series={[
          { name: 'apiCalls', label: o.names.apiCalls, color: 'var(--mantine-primary-color-filled)' },
          { name: 'events', label: o.names.events, color: 'teal.6' },
        ]}
        withLegend
        tickLine="none"
        gridAxis="y"
        strokeDasharray="4 4"
        curveType="linear"
        yAxisProps={{ allowDecimals: false }}
        lineChartProps={{ accessibilityLayer: false }}
      />
    </div>
  );
}
