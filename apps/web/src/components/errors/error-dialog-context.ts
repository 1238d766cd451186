import { createContext, useContext } from 'react';
import type { ErrorRule } from '../../lib/describe-error';

export type ShowError = (error: unknown, rules?: ErrorRule[]) => void;

export const ErrorDialogContext = createContext<ShowError | null>(null);

/** Opens the error dialog for a failed call (partner-portal §8). */
export function useErrorDialog(): ShowError {
  const show = useContext(ErrorDialogContext);
  if (!show) throw new Error('useErrorDialog needs an <ErrorDialogProvider>');
  return show;
}
