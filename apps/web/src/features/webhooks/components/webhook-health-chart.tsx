import { BarChart } from '../../../components/charts/bar-chart';

type Outcome = 'succeeded' | 'failed' | 'noAnswer';
export interface HealthBar {
  label: string;
  succeeded: number;
  failed: number;
  noAnswer: number;
}

/** Attempts by outcome, stacked; loaded lazily with the health panel's chart. */
export default function WebhookHealthChart({ data, label, names }: { data: HealthBar[]; label: string; names: Record<Outcome, string> }) {
  return (
    <BarChart
      height={200}
      data={data}
      labelKey="label"
      stacked
      series={[
        { key: 'succeeded', label: names.succeeded, color: 'var(--mantine-color-teal-6)' },
        { key: 'failed', label: names.failed, color: 'var(--mantine-color-red-6)' },
        { key: 'noAnswer', label: names.noAnswer, color: 'var(--mantine-color-orange-5)' },
      ]}
      label={label}
    />
  );
}
