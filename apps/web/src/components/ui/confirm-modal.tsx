import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  /** what will happen, in words */
  message: ReactNode;
  /** what to choose before confirming (e.g. a checkbox), under the message */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** the close (×) button's name; the cancel label by default */
  closeLabel?: string;
  /** the action while it runs */
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something that cannot be undone (deleting a secret, a webhook …): Cancel or a red confirm button. */
export function ConfirmModal({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel,
  closeLabel,
  pending,
  onConfirm,
  onClose,
  children,
}: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': closeLabel ?? cancelLabel }}>
      <Stack gap="md">
        <Text style={{ wordBreak: 'break-word' }}>{message}</Text>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {cancelLabel}
          </Button>
          {/* red.9: white text on it keeps AA contrast */}
          <Button color="red.9" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
