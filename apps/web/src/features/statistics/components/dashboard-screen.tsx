import { useState } from 'react';
import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { monthNames } from '../../../lib/month-names';
import { useDashboardStatistics } from '../hooks/use-dashboard-statistics';
import { StatisticsCard } from './statistics-card';
import { YearSelect } from './year-select';

export function DashboardScreen() {
  const { t, i18n } = useTranslation('dashboard');
  const { charts, years, initialYear } = useDashboardStatistics(new Date().getFullYear());
  const [chosen, setChosen] = useState<string | null>(null);
  const year = chosen && years.includes(chosen) ? chosen : initialYear;
  const months = monthNames(i18n.language);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text>{t('subtitle')}</Text>
        </div>
        <YearSelect years={years} value={year} onChange={setChosen} />
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        {charts.map((chart) => (
          <StatisticsCard key={chart.id} id={chart.id} result={chart.result} year={year} months={months} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
