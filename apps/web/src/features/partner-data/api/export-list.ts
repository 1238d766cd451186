import { downloadFile } from '../../../lib/download';
import type { ListApiQuery } from '../lib/list-request';

/** GET <list>?format=csv: the whole filtered list, streamed by the server, saved as a CSV file. */
export function exportList(path: string, query: Omit<ListApiQuery, 'skip' | 'take'>, fallbackName: string) {
  return downloadFile(path, { ...query, format: 'csv' }, fallbackName);
}
