import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function InboxSearch({ value, onChange, onClear }: { value: string; onChange: (v: string) => void; onClear: () => void }) {
  const { t } = useTranslation('inbox');
  return (
    <TextInput
      type="search"
      label={t('search.label')}
      placeholder={t('search.placeholder')}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={value ? <CloseButton aria-label={t('search.clear')} onClick={onClear} /> : null}
    />
  );
}
