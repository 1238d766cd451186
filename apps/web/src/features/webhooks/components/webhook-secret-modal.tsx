import { useState } from 'react';
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_SECRET_ROLL, type Webhook, type WebhookSecretAnswer } from '@portal/contract';
import { CopyValue } from '../../../components/ui/copy-value';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { formatDateTime } from '../../../lib/format';
import { useRevealWebhookSecret } from '../api/reveal-webhook-secret';
import { useRollWebhookSecret } from '../api/roll-webhook-secret';

export type WebhookSecretTarget = { mode: 'reveal' | 'roll'; webhook: Webhook };

const OVERLAP_KEYS = {
  0: 'secret.overlap0',
  1: 'secret.overlap1',
  24: 'secret.overlap24',
  168: 'secret.overlap168',
} as const satisfies Record<(typeof WEBHOOK_SECRET_ROLL.overlapChoices)[number], string>;

/**
 * Reveal: the secret in clear after a click (step-up and the audit log on the server).
 * Roll: choose the overlap, then the generated secret is shown once with until when the old one signs too.
 */
export function WebhookSecretModal({ target, onClose }: { target: WebhookSecretTarget | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('webhooks');
  const showError = useErrorDialog();
  const [overlap, setOverlap] = useState<number>(WEBHOOK_SECRET_ROLL.overlapHoursDefault);
  const [shown, setShown] = useState<WebhookSecretAnswer | null>(null);
  const reveal = useRevealWebhookSecret({ onSuccess: setShown, onError: showError });
  const roll = useRollWebhookSecret({ onSuccess: setShown, onError: showError });
  const close = () => {
    setShown(null);
    setOverlap(WEBHOOK_SECRET_ROLL.overlapHoursDefault);
    reveal.reset();
    roll.reset();
    onClose();
  };
  const url = target?.webhook.url ?? '';
  const rolling = target?.mode === 'roll';
  const until = shown?.previousSecretUntil
    ? t('secret.previousUntil', { date: formatDateTime(shown.previousSecretUntil, i18n.language) })
    : t('secret.noOverlap');
  const secret = shown && (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('secret.secretLabel')}
      </Text>
      <CopyValue value={shown.secret} copyLabel={t('secret.copy')} copiedLabel={t('secret.copied')} />
    </Stack>
  );
  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={rolling ? (shown ? t('secret.rolledTitle') : t('secret.rollTitle')) : t('secret.revealTitle')}
      closeButtonProps={{ 'aria-label': t('secret.close') }}
      size="lg"
    >
      {shown ? (
        <Stack gap="md">
          {rolling && (
            <Alert
              color="yellow"
              variant="light"
              icon={<IconAlertTriangle aria-hidden />}
              title={t('secret.rolledWarningTitle')}
              styles={{ title: { color: 'var(--mantine-color-text)' } }}
            >
              {t('secret.rolledWarning')}
            </Alert>
          )}
          {secret}
          {(rolling || shown.previousSecretUntil) && <Text size="sm">{until}</Text>}
          <Group justify="flex-end">
            <Button onClick={close}>{t('secret.close')}</Button>
          </Group>
        </Stack>
      ) : rolling ? (
        <Stack gap="md">
          <Text size="sm">{t('secret.rollText', { url })}</Text>
          <Radio.Group value={String(overlap)} onChange={(v) => setOverlap(Number(v))} label={t('secret.overlap')}>
            <Stack gap="xs" mt="xs">
              {WEBHOOK_SECRET_ROLL.overlapChoices.map((h) => (
                <Radio key={h} value={String(h)} label={t(OVERLAP_KEYS[h])} />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('secret.cancel')}
            </Button>
            <Button loading={roll.isPending} onClick={() => target && roll.mutate({ id: target.webhook.uuid, overlapHours: overlap })}>
              {t('secret.rollSubmit')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('secret.revealText', { url })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('secret.cancel')}
            </Button>
            <Button loading={reveal.isPending} onClick={() => target && reveal.mutate(target.webhook.uuid)}>
              {t('secret.revealSubmit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
