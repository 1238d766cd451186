import type { FormEvent, ReactNode } from 'react';
import { Button, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface FormDialogProps {
  /** the button that opens the dialog, and the dialog's title unless `title` says otherwise */
  label: string;
  title?: string;
  opened: boolean;
  setOpened: (opened: boolean) => void;
  onSubmit: (event: FormEvent) => void;
  /** the fields and, last, the form's actions */
  children: ReactNode;
}

/** A console action that is a small form: a button beside a screen's title opens it in a dialog ("Create a partner"). */
export function FormDialog({ label, title, opened, setOpened, onSubmit, children }: FormDialogProps) {
  const { t } = useTranslation('console');
  return (
    <>
      <Button onClick={() => setOpened(true)}>{label}</Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={title ?? label}
        closeButtonProps={{ 'aria-label': t('partner.cancel') }}
      >
        <form onSubmit={onSubmit}>
          <Stack gap="md">{children}</Stack>
        </form>
      </Modal>
    </>
  );
}
