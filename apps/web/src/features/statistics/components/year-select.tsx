import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface YearSelectProps {
  years: string[];
  value: string;
  onChange: (year: string) => void;
}

export function YearSelect({ years, value, onChange }: YearSelectProps) {
  const { t } = useTranslation('dashboard');
  return <Select label={t('year')} data={years} value={value} onChange={(year) => year && onChange(year)} allowDeselect={false} w={140} />;
}
