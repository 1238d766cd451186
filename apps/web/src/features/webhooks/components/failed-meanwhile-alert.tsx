import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WebhookEnabledAnswer } from '@portal/contract';
import { formatDateTime } from '../../../lib/format';

/**
 * After enabling a webhook the engine disabled for failing: how many deliveries failed for
 * good meanwhile, and the way to send them again (the replay since a time, for roles with webhooks.replay).
 */
export function FailedMeanwhileAlert({
  failed,
  onReplay,
  onClose,
}: {
  failed: NonNullable<WebhookEnabledAnswer['failedMeanwhile']>;
  onReplay?: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('webhooks');
  return (
    <Alert
      color="blue"
      variant="light"
      title={t('meanwhile.title')}
      withCloseButton
      onClose={onClose}
      closeButtonLabel={t('meanwhile.dismiss')}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs">
        <Text size="sm">
          {failed.count > 0
            ? t('meanwhile.text', { count: failed.count, date: formatDateTime(failed.failingSince, i18n.language) })
            : t('meanwhile.none')}
        </Text>
        {failed.count > 0 && onReplay && (
          <Group gap="sm">
            <Text size="sm">{t('meanwhile.hint')}</Text>
            <Button size="xs" variant="default" leftSection={<IconHistory size={14} aria-hidden />} onClick={onReplay}>
              {t('meanwhile.replay')}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
