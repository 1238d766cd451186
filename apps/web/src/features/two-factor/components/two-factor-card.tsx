import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@portal/contract';
import { useTwoFactor } from '../api/get-two-factor';

/** The two-factor row of /account: on or off, and the way to the security settings. */
export function TwoFactorCard() {
  const { t } = useTranslation('security');
  const status = useTwoFactor();
  const enabled = status.data?.enabled === true;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="two-factor-card-title">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={2} id="two-factor-card-title">
              {t('status.title')}
            </Title>
            {status.data && (
              <Badge color={enabled ? 'green' : 'gray'} variant="light">
                {enabled ? t('status.on') : t('status.off')}
              </Badge>
            )}
          </Group>
          <Text size="sm" maw={640}>
            {t('card.text')}
          </Text>
        </Stack>
        <Button
          component={Link}
          to={ROUTES.security}
          variant={enabled ? 'default' : 'filled'}
          leftSection={<IconShieldLock size={16} aria-hidden />}
        >
          {enabled ? t('card.manage') : t('card.setUp')}
        </Button>
      </Group>
    </Paper>
  );
}
