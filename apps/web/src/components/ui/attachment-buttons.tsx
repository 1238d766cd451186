import { Button, Group } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import type { AttachmentRef } from '@portal/contract';

interface AttachmentButtonsProps {
  attachments: AttachmentRef[];
  /** the list's accessible name */
  label: string;
  /** each button's accessible name, e.g. "Download statement.pdf" */
  downloadLabel: (name: string) => string;
  /** the key being downloaded now, if any */
  pendingKey: string | null;
  onDownload: (attachment: AttachmentRef) => void;
}

/** The files of a message: icon and name; a click downloads one (the partner's inbox and the console). */
export function AttachmentButtons(o: AttachmentButtonsProps) {
  if (!o.attachments.length) return null;
  return (
    <Group component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={o.label}>
      {o.attachments.map((a) => (
        <li key={a.key}>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconFileDownload size={16} aria-hidden />}
            loading={o.pendingKey === a.key}
            onClick={() => o.onDownload(a)}
            aria-label={o.downloadLabel(a.name)}
          >
            {a.name}
          </Button>
        </li>
      ))}
    </Group>
  );
}
