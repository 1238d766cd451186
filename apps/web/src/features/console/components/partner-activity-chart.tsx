import { LineChart } from '../../../components/charts/line-chart';

export interface ActivityPoint {
  label: string;
  apiCalls: number;
  events: number;
}

/** API calls and events per day; loaded lazily with the console's partner page. */
export default function PartnerActivityChart(o: { data: ActivityPoint[]; label: string; names: { apiCalls: string; events: string } }) {
  return (
    <LineChart
      height={220}
      data={o.data}
      labelKey="label"
      series={[
        { key: 'apiCalls', label: o.names.apiCalls, color: 'var(--mantine-primary-color-filled)' },
        { key: 'events', label: o.names.events, color: 'var(--mantine-color-teal-6)' },
      ]}
      label={o.label}
    />
  );
}
