import { lazy, Suspense, useDeferredValue, useMemo } from 'react';
import { Alert, Card, Group, Skeleton, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { StatisticsAnswer } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { monthlyCounts, total } from '../lib/chart-data';
import type { DashboardChartId } from '../lib/charts';
import { StatisticsTable } from './statistics-table';

/**
 * The chart's code (with d3's scales) is a lazy module, bundled in the dashboard's chunk (vite.config.ts); the route
 * asks for it early (its loader, and the early script on a first load). Once it is there the cards render it at once:
 * `lazy` alone would suspend each card's first render even then, and render the five charts again a task later.
 */
let loaded: typeof import('./monthly-bar-chart') | undefined;
export const loadMonthlyBarChart = () => import('./monthly-bar-chart').then((module) => (loaded = module));
const LazyMonthlyBarChart = lazy(loadMonthlyBarChart);
const CHART_HEIGHT = 220;

interface StatisticsCardProps {
  id: DashboardChartId;
  result: UseQueryResult<StatisticsAnswer>;
  year: string;
  months: readonly string[];
}

export function StatisticsCard({ id, result, year, months }: StatisticsCardProps) {
  const { t } = useTranslation('dashboard');
  // A placeholder in the screen's first render, and when an answer comes: the chart follows in a deferred render,
  // which React slices into short tasks, so that the screen is painted first and no task draws all five. (An answer
  // comes in a render React cannot slice: the query's store changed.)
  const drawn = useDeferredValue(true, false);
  const answer = useDeferredValue(result.data);
  const title = t(`charts.${id}`);
  // the same rows while the answer, year and language stay (the chart below is memoised on them)
  const data = useMemo(() => monthlyCounts(answer, year, months), [answer, year, months]);
  const label = t('chartLabel', { chart: title, year });
  const MonthlyBarChart = loaded?.default ?? LazyMonthlyBarChart;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={`chart-${id}`}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={`chart-${id}`}>
          {title}
        </Title>
        {answer && <Text size="sm">{t('chartTotal', { count: total(data), year })}</Text>}
      </Group>
      {result.isError && (
        <Alert color="red" variant="light">
          {t('loadError', { message: result.error.message })}
        </Alert>
      )}
      {(result.isPending || (result.data && !(answer && drawn))) && <Skeleton h={CHART_HEIGHT} />}
      {answer && drawn && (
        <Suspense fallback={<Skeleton h={CHART_HEIGHT} />}>
          <MonthlyBarChart data={data} label={label} seriesLabel={title} />
          <StatisticsTable caption={label} data={data} />
        </Suspense>
      )}
    </Card>
  );
}
