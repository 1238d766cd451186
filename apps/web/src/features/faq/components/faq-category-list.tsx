import { Group, Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FaqCategory } from '@portal/contract';

/** The header view: every category, each opening its questions. */
export function FaqCategoryList({ categories, onOpen }: { categories: FaqCategory[]; onOpen: (name: string) => void }) {
  const { t } = useTranslation('support');
  if (!categories.length) return <Text c="dimmed">{t('faq.empty')}</Text>;
  return (
    <section aria-labelledby="faq-categories">
      <Text component="h2" id="faq-categories" fw={600} size="lg" mb="sm">
        {t('faq.categories')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {categories.map((c) => (
          <Paper key={c.name} withBorder radius="md">
            <UnstyledButton onClick={() => onOpen(c.name)} p="md" w="100%">
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Text fw={600}>{c.name}</Text>
                  <Text size="sm" c="dimmed">
                    {t('faq.questions', { count: c.faqs.length })}
                  </Text>
                </div>
                <IconChevronRight size={18} aria-hidden />
              </Group>
            </UnstyledButton>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
