import { useState } from 'react';
import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Webhook, WebhookEventType } from '@portal/contract';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { FormActions } from '../../../components/ui/form-actions';
import { notify } from '../../../lib/notify';
import { useSetWebhookEventTypes } from '../api/set-webhook-event-types';
import { EventTypesSelect } from './event-types-select';

/**
 * "Event types…" on the endpoint page: only the types it receives, without the whole edit form
 * (no secret typed again). The server asks for step-up like for any webhook change; the client shows its prompt.
 */
export function EventTypesModal({ webhook, opened, onClose }: { webhook: Webhook; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('eventTypes.title')}
      closeButtonProps={{ 'aria-label': t('eventTypes.close') }}
      size="lg"
    >
      {opened && <EventTypesForm webhook={webhook} onClose={onClose} />}
    </Modal>
  );
}

function EventTypesForm({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  const showError = useErrorDialog();
  const [types, setTypes] = useState<WebhookEventType[]>(webhook.eventTypes);
  const save = useSetWebhookEventTypes({
    onSuccess: () => {
      notify({ kind: 'success', message: t('eventTypes.saved') });
      onClose();
    },
    onError: showError,
  });
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ id: webhook.uuid, eventTypes: types });
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t('eventTypes.text')}</Text>
        <EventTypesSelect value={types} onChange={setTypes} autoFocus />
        <FormActions cancelLabel={t('eventTypes.cancel')} submitLabel={t('eventTypes.save')} onCancel={onClose} pending={save.isPending} />
      </Stack>
    </form>
  );
}
