import { Button, Group } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AttachmentRef } from '@portal/contract';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { useDownloadAttachment } from '../api/download-attachment';

/** Icon and file name; a click downloads it. */
export function MessageAttachments({ ticketId, attachments }: { ticketId: string; attachments: AttachmentRef[] }) {
  const { t } = useTranslation('inbox');
  const showError = useErrorDialog();
  const download = useDownloadAttachment({ onError: showError });
  if (!attachments.length) return null;
  return (
    <Group component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('detail.attachments')}>
      {attachments.map((a) => (
        <li key={a.key}>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconFileDownload size={16} aria-hidden />}
            loading={download.isPending && download.variables?.key === a.key}
            onClick={() => download.mutate({ ticketId, key: a.key, name: a.name })}
            aria-label={t('detail.download', { name: a.name })}
          >
            {a.name}
          </Button>
        </li>
      ))}
    </Group>
  );
}
