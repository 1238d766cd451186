import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@portal/contract';

/** The catalogue types a webhook receives; none chosen: every type (the add/edit form and the event types dialog). */
export function EventTypesSelect({
  value,
  onChange,
  onBlur,
  autoFocus,
}: {
  value: WebhookEventType[];
  onChange: (value: WebhookEventType[]) => void;
  onBlur?: () => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('webhooks');
  return (
    <MultiSelect
      label={t('form.eventTypes')}
      description={t('form.eventTypesHint')}
      placeholder={value.length ? undefined : t('form.allEvents')}
      data={WEBHOOK_EVENT_TYPES}
      value={value}
      onChange={(v) => onChange(v as WebhookEventType[])}
      onBlur={onBlur}
      clearable
      clearButtonProps={{ 'aria-label': t('form.allEventsClear') }}
      comboboxProps={{ withinPortal: true }}
      data-autofocus={autoFocus || undefined}
    />
  );
}
