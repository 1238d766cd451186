import { useState } from 'react';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT_TYPE } from '@portal/contract';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { FilterBar } from '../../../components/ui/filter-bar';
import { useCan } from '../../../lib/role';
import { exportDeliveries } from '../api/export-deliveries';
import { STATUS_LABEL_KEYS } from '../lib/delivery-status';

/** The event types a delivery can have: the catalogue's and the test event's. */
const EVENT_TYPES = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT_TYPE].map((type) => ({ value: type, label: type }));

/**
 * The deliveries' one filter area: status, event type and creation days, on the one list
 * engine (kept in the address), and the CSV export of the filtered list for roles with export.csv.
 */
export function DeliveryFilters({
  webhookId,
  values,
  filter,
  onApply,
}: {
  webhookId: string;
  /** the applied status, eventType, from and to */
  values: Record<string, string>;
  /** the whole applied filter parameter */
  filter: string | undefined;
  onApply: (values: Record<string, string>) => void;
}) {
  const { t } = useTranslation('webhooks');
  const showError = useErrorDialog();
  const canExport = useCan('export.csv');
  const [exporting, setExporting] = useState(false);
  const statuses = WEBHOOK_DELIVERY_STATUSES.map((s) => ({ value: s, label: t(STATUS_LABEL_KEYS[s]) }));
  const runExport = () => {
    setExporting(true);
    exportDeliveries(webhookId, filter)
      .catch(showError)
      .finally(() => setExporting(false));
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <FilterBar
          key={JSON.stringify(values)}
          fields={[
            { name: 'status', kind: 'select', label: t('deliveries.filter'), options: statuses },
            { name: 'eventType', kind: 'select', label: t('deliveryFilters.eventType'), options: EVENT_TYPES },
            { name: 'from', kind: 'date', label: t('deliveryFilters.from') },
            { name: 'to', kind: 'date', label: t('deliveryFilters.to') },
          ]}
          values={values}
          onApply={onApply}
          labels={{
            apply: t('deliveryFilters.apply'),
            reset: t('deliveryFilters.reset'),
            anyOption: t('deliveryFilters.any'),
            region: t('deliveryFilters.region'),
          }}
        />
        {canExport && (
          <Group justify="flex-end">
            <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={runExport} loading={exporting}>
              {t('deliveryFilters.export')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
