import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface YearSelectProps {
  years: string[];
  value: string;
  onChange: (year: string) => void;
}

/**
 * The browser's own select: accessible, native on phones, and it keeps Mantine's combobox (floating-ui, scroll
 * area, focus trap) out of the dashboard's first download (`npm run budget`).
 */
export function YearSelect({ years, value, onChange }: YearSelectProps) {
  const { t } = useTranslation('dashboard');
  return <NativeSelect label={t('year')} data={years} value={value} onChange={(e) => onChange(e.currentTarget.value)} w={140} />;
}
