import { Button, Group } from '@mantine/core';

export interface FormActionsProps {
  cancelLabel: string;
  submitLabel: string;
  onCancel: () => void;
  /** the submit button shows a spinner while the form's call runs */
  pending: boolean;
  /** the submit button is disabled (e.g. until what the form needs has loaded) */
  disabled?: boolean;
}

/** The buttons at the foot of a dialog's form: Cancel, then the submit button. */
export function FormActions({ cancelLabel, submitLabel, onCancel, pending, disabled }: FormActionsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={pending} disabled={disabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
