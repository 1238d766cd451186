import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MonthCount } from '../lib/chart-data';

/**
 * The chart's figures for screen readers. A plain table: it is never seen, and Mantine's Table would bring its
 * scroll area into the dashboard's first download.
 */
export function StatisticsTable({ caption, data }: { caption: string; data: MonthCount[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('month')}</th>
            <th scope="col">{t('count')}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((row) => (
            <tr key={row.month}>
              <th scope="row">{row.month}</th>
              <td>{row.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
