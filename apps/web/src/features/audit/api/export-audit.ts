import { AUDIT_API } from '@portal/contract';
import { downloadFile } from '../../../lib/files';
import type { AuditQuery } from './get-audit';

/** GET /api-portal/audit?format=csv: the whole filtered log as a CSV file (the export is itself logged). */
export function exportAudit(query: Omit<AuditQuery, 'skip' | 'take'>) {
  return downloadFile(AUDIT_API.list.path, 'audit-log.csv', { ...query, format: 'csv' });
}
