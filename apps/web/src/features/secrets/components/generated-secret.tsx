import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Secret } from '@portal/contract';
import { CopyValue } from '../../../components/ui/copy-value';

/** The one moment the secret is shown in full: copy it now. */
export function GeneratedSecret({ secret, onDone }: { secret: Secret; onDone: () => void }) {
  const { t } = useTranslation('secrets');
  return (
    <Stack gap="md">
      <Alert
        color="yellow"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title={t('generated.warningTitle')}
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        {t('generated.warning')}
      </Alert>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('table.label')}
        </Text>
        <Text size="sm">{secret.label}</Text>
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('table.token')}
        </Text>
        <CopyValue value={secret.token} copyLabel={t('copy.token')} copiedLabel={t('copy.copied')} />
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('table.secret')}
        </Text>
        <CopyValue value={secret.secret} copyLabel={t('copy.secret')} copiedLabel={t('copy.copied')} />
      </Stack>
      <Group justify="flex-end">
        <Button onClick={onDone}>{t('generated.done')}</Button>
      </Group>
    </Stack>
  );
}
