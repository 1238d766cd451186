import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function FaqSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('support');
  return (
    <TextInput
      type="search"
      size="md"
      label={t('search.label')}
      description={t('search.hint')}
      placeholder={t('search.placeholder')}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      leftSection={<IconSearch size={18} aria-hidden />}
      rightSection={value ? <CloseButton aria-label={t('search.clear')} onClick={() => onChange('')} /> : null}
      maw={640}
    />
  );
}
