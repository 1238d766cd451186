import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { useCan } from '../../../lib/role';
import { exportList } from '../api/export-list';
import type { ListApiQuery } from '../lib/list-request';

/** Export: the whole filtered list, in the screen's sort, as CSV; only for roles with export.csv. */
export function ExportButton({ path, query, fileName }: { path: string; query: Omit<ListApiQuery, 'skip' | 'take'>; fileName: string }) {
  const { t } = useTranslation('data');
  const showError = useErrorDialog();
  const [busy, setBusy] = useState(false);
  const allowed = useCan('export.csv');
  const run = () => {
    setBusy(true);
    exportList(path, query, fileName)
      .catch(showError)
      .finally(() => setBusy(false));
  };
  if (!allowed) return null;
  return (
    <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={run} loading={busy}>
      {t('actions.export')}
    </Button>
  );
}
