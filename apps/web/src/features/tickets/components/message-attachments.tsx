import { useTranslation } from 'react-i18next';
import type { AttachmentRef } from '@portal/contract';
import { AttachmentButtons } from '../../../components/ui/attachment-buttons';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { useDownloadAttachment } from '../api/download-attachment';

/** Icon and file name; a click downloads it. */
export function MessageAttachments({ ticketId, attachments }: { ticketId: string; attachments: AttachmentRef[] }) {
  const { t } = useTranslation('inbox');
  const showError = useErrorDialog();
  const download = useDownloadAttachment({ onError: showError });
  return (
    <AttachmentButtons
      attachments={attachments}
      label={t('detail.attachments')}
      downloadLabel={(name) => t('detail.download', { name })}
      pendingKey={download.isPending ? (download.variables?.key ?? null) : null}
      onDownload={(a) => download.mutate({ ticketId, key: a.key, name: a.name })}
    />
  );
}
