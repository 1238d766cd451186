import { Button, Group } from '@mantine/core';

export interface FormActionsProps {
  cancelLabel: string;
  submitLabel: string;
  onCancel: () => void;
  /** the submit button shows a spinner while the form's call runs */
  pending: boolean;
}

/** The buttons at the foot of a dialog's form: Cancel, then the submit button. */
export function FormActions({ cancelLabel, submitLabel, onCancel, pending }: FormActionsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </Group>
  );
}
