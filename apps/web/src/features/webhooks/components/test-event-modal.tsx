import { useState } from 'react';
import { Alert, Badge, Button, Code, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EXCERPT_CHARS,
  type Webhook,
  type WebhookEventType,
  type WebhookTestEventAnswer,
} from '@portal/contract';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { useSendTestEventOfType } from '../api/send-test-event-of-type';

/** "Send test event": pick a catalogue type, send its example now, see the receiver's answer at once. */
export function TestEventModal({ webhook, opened, onClose }: { webhook: Webhook; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('testEvent.title')}
      closeButtonProps={{ 'aria-label': t('testEvent.close') }}
      size="lg"
    >
      {opened && <TestEventForm webhook={webhook} onClose={onClose} />}
    </Modal>
  );
}

function TestEventForm({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  const showError = useErrorDialog();
  const [type, setType] = useState<WebhookEventType>(webhook.eventTypes[0] ?? WEBHOOK_EVENT_TYPES[0]);
  const [result, setResult] = useState<WebhookTestEventAnswer | null>(null);
  const send = useSendTestEventOfType({ onSuccess: setResult, onError: showError });
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setResult(null);
        send.mutate({ id: webhook.uuid, type });
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t('testEvent.text')}</Text>
        <Select
          label={t('testEvent.type')}
          data={WEBHOOK_EVENT_TYPES}
          value={type}
          onChange={(v) => v && setType(v as WebhookEventType)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
        <div aria-live="polite">{result && <TestEventResult result={result} />}</div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('testEvent.close')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t('testEvent.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Status code, time taken and the first characters of the answer, as text. */
function TestEventResult({ result }: { result: WebhookTestEventAnswer }) {
  const { t } = useTranslation('webhooks');
  return (
    <Alert
      color={result.succeeded ? 'green' : 'red'}
      variant="light"
      title={result.succeeded ? t('testEvent.delivered') : t('testEvent.failed')}
    >
      <Stack gap="xs">
        <Group gap="sm">
          <Badge color={result.succeeded ? 'green' : 'red'} variant="filled">
            {result.statusCode === null ? t('testEvent.noAnswer') : t('testEvent.status', { code: String(result.statusCode) })}
          </Badge>
          <Text size="sm">{t('testEvent.duration', { ms: String(result.durationMs) })}</Text>
        </Group>
        {result.error && <Text size="sm">{t('testEvent.error', { error: result.error })}</Text>}
        {result.response !== null && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('testEvent.answer', { max: String(WEBHOOK_TEST_EXCERPT_CHARS) })}
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 200, overflow: 'auto' }} tabIndex={0}>
              {result.response || t('testEvent.emptyAnswer')}
            </Code>
          </Stack>
        )}
      </Stack>
    </Alert>
  );
}
