import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { isApiError } from '../../../lib/api-error';
import { withIssueKeys, type IssueKeyOf, type IssueKeys } from '../../../lib/form-issues';

/** What the console's forms say under a field the contract's schema refuses. */
const CONSOLE_ISSUES = { required: 'form.required', too_big: 'form.tooLong', '*': 'form.invalid' } as const satisfies IssueKeys;

/** The contract's schema as a console form's resolver, its issues as catalogue keys. */
export const consoleResolver = <V extends FieldValues>(schema: $ZodType<V, V>): Resolver<V> =>
  withIssueKeys(zodResolver(schema), CONSOLE_ISSUES);

/** The text under a field: a catalogue key that the resolver or `useFormCallError` set. */
export function useFieldError() {
  const { t } = useTranslation('console');
  return (error?: FieldError | { message?: string }) =>
    error?.message ? t(error.message as IssueKeyOf<typeof CONSOLE_ISSUES>) : undefined;
}

/**
 * A failed call of a form: a 417 naming one of its fields shows under that field (where the operator looks), in the
 * console's words for its code; any other failure opens the error dialog.
 */
export function useFormCallError<V extends FieldValues>(form: UseFormReturn<V>) {
  const { i18n } = useTranslation('console');
  const showError = useErrorDialog();
  return (error: unknown) => {
    const body = isApiError(error) && error.status === 417 ? error.body : null;
    const field = body?.error_param as Path<V> | undefined;
    if (!body || !field || form.getValues(field) === undefined) return showError(error);
    const key = `form.server.${body.error}`;
    form.setError(
      field,
      { type: 'server', message: i18n.exists(key, { ns: 'console' }) ? key : 'form.server.invalid' },
      { shouldFocus: true },
    );
  };
}
