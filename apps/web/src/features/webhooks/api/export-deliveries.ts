import { WEBHOOKS_API, pathOf } from '@portal/contract';
import { downloadFile } from '../../../lib/files';

/** GET /api-portal/webhook/{id}/deliveries?format=csv: the whole filtered list as a CSV file (the export is logged). */
export function exportDeliveries(id: string, filter: string | undefined) {
  return downloadFile(pathOf(WEBHOOKS_API.deliveries, { id }), 'webhook-deliveries.csv', { filter, format: 'csv' });
}
