import { Alert, Button, Code, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconHistory, IconListCheck, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { Webhook, WebhookEnabledAnswer } from '@portal/contract';
import { CopyValue } from '../../../components/ui/copy-value';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { notify } from '../../../lib/notify';
import { useCan } from '../../../lib/role';
import { useSetWebhookEnabled } from '../api/set-webhook-enabled';
import { WebhookStateBadge } from './webhook-state-badge';
import { FailedMeanwhileAlert } from './failed-meanwhile-alert';

/** The webhook above its deliveries: URL, UUID, event types, state with the pause switch; event types, test event and recover. */
export function WebhookSummary({
  webhook,
  onReplay,
  onTest,
  onEventTypes,
}: {
  webhook: Webhook;
  onReplay: () => void;
  onTest: () => void;
  onEventTypes: () => void;
}) {
  const { t } = useTranslation('webhooks');
  const showError = useErrorDialog();
  const manage = useCan('webhooks.manage');
  // enabling a webhook the engine disabled for failing: what failed meanwhile, with the way to recover it
  const [meanwhile, setMeanwhile] = useState<WebhookEnabledAnswer['failedMeanwhile']>(null);
  const toggle = useSetWebhookEnabled({
    onSuccess: (w) => {
      setMeanwhile(w.failedMeanwhile);
      notify({ kind: 'success', message: w.enabled ? t('deliveries.nowEnabled') : t('deliveries.nowDisabled') });
    },
    onError: showError,
  });
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group gap="xl" align="flex-start" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 320px' }}>
            <Text size="xs">{t('deliveries.url')}</Text>
            <Text fw={600} style={{ wordBreak: 'break-all' }}>
              {webhook.url}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text size="xs">{t('deliveries.uuid')}</Text>
            <CopyValue value={webhook.uuid} copyLabel={t('table.copyUuid')} copiedLabel={t('table.copied')} />
          </Stack>
          <Stack gap={2}>
            <Text size="xs">{t('eventTypes.label')}</Text>
            {webhook.eventTypes.length ? (
              <Group gap={4}>
                {webhook.eventTypes.map((type) => (
                  <Code key={type}>{type}</Code>
                ))}
              </Group>
            ) : (
              <Text size="sm">{t('table.allEvents')}</Text>
            )}
          </Stack>
          <Stack gap={4}>
            <WebhookStateBadge webhook={webhook} />
            <Switch
              label={t('deliveries.enabled')}
              description={t('deliveries.enabledHint')}
              checked={webhook.enabled}
              disabled={toggle.isPending || !manage}
              onChange={(e) => toggle.mutate({ id: webhook.uuid, enabled: e.currentTarget.checked })}
              maw={360}
            />
          </Stack>
        </Group>
        {!webhook.enabled && webhook.disabledReason === 'FAILING' && (
          <Alert color="red" variant="light" title={t('state.disabledFailing')}>
            {t('deliveries.disabledFailing')}
          </Alert>
        )}
        {meanwhile && webhook.enabled && (
          <FailedMeanwhileAlert failed={meanwhile} onReplay={manage ? onReplay : undefined} onClose={() => setMeanwhile(null)} />
        )}
        <Group gap="sm">
          {manage && (
            <Button leftSection={<IconSend size={16} aria-hidden />} onClick={onTest}>
              {t('deliveries.test')}
            </Button>
          )}
          {manage && (
            <Button variant="default" leftSection={<IconListCheck size={16} aria-hidden />} onClick={onEventTypes}>
              {t('eventTypes.button')}
            </Button>
          )}
          {manage && (
            <Button variant="default" leftSection={<IconHistory size={16} aria-hidden />} onClick={onReplay}>
              {t('deliveries.replay')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
