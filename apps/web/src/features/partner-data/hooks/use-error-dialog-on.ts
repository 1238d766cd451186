import { useEffect } from 'react';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';

/** A failed list call opens the error dialog (partner-portal §8), once per failure. */
export function useErrorDialogOn(error: unknown) {
  const show = useErrorDialog();
  useEffect(() => {
    if (error) show(error);
  }, [error, show]);
}
