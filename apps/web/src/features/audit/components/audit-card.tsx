import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconListSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@portal/contract';

/** The audit log row of /account (the owner's): what it records and the way to it. */
export function AuditCard() {
  const { t } = useTranslation('audit');
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="audit-card-title">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Title order={2} id="audit-card-title">
            {t('title')}
          </Title>
          <Text size="sm" maw={640}>
            {t('card.text')}
          </Text>
        </Stack>
        <Button component={Link} to={ROUTES.accountAudit} variant="default" leftSection={<IconListSearch size={16} aria-hidden />}>
          {t('card.open')}
        </Button>
      </Group>
    </Paper>
  );
}
