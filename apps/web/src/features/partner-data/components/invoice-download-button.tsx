import { useState } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { downloadInvoice } from '../api/download-invoice';

/** The PDF icon of an invoice row: downloads the invoice rendered by the server. */
export function InvoiceDownloadButton({ attachment, label }: { attachment: { key: string; name: string }; label: string }) {
  const showError = useErrorDialog();
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadInvoice(attachment.key, attachment.name)
      .catch(showError)
      .finally(() => setBusy(false));
  };
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <ActionIcon variant="subtle" color="red.8" onClick={download} loading={busy} aria-label={label}>
        <IconFileTypePdf size={20} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
