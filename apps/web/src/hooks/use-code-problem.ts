import { useCallback, useState } from 'react';
import { useErrorDialog } from '../components/errors/error-dialog-context';
import { isApiError } from '../lib/api-error';

/** Catalogue keys (`security`) of the refusals a code form explains next to its field. */
export type CodeProblem = 'errors.codeInvalid' | 'errors.recoveryInvalid' | 'errors.expired';

const PROBLEMS: Record<string, CodeProblem> = {
  two_factor_code_invalid: 'errors.codeInvalid',
  recovery_code_invalid: 'errors.recoveryInvalid',
  two_factor_not_started: 'errors.expired',
};

export function codeProblem(error: unknown): CodeProblem | null {
  return isApiError(error) && error.status === 417 ? (PROBLEMS[error.code ?? ''] ?? null) : null;
}

/** A wrong or used code is explained in the form (`problem`); anything else opens the error dialog. */
export function useCodeProblem() {
  const showError = useErrorDialog();
  const [problem, setProblem] = useState<CodeProblem | null>(null);
  const onError = useCallback(
    (error: Error) => {
      const known = codeProblem(error);
      if (known) setProblem(known);
      else showError(error);
    },
    [showError],
  );
  const clear = useCallback(() => setProblem(null), []);
  return { problem, onError, clear };
}
