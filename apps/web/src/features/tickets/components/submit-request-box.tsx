import { Button, Group, Paper, Text } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function SubmitRequestBox({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('support');
  return (
    <Paper withBorder radius="md" p="md" maw={640}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Text fw={600}>{t('request.title')}</Text>
          <Text size="sm">{t('request.text')}</Text>
        </div>
        <Button leftSection={<IconMessagePlus size={18} aria-hidden />} onClick={onOpen}>
          {t('request.open')}
        </Button>
      </Group>
    </Paper>
  );
}
