import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorCodeForm, type TwoFactorCodeFormValues } from '@portal/contract';
import type { CodeKind } from '../components/ui/one-time-code-input';

/** Catalogue keys (namespace `security`) of the contract's code messages. */
const ISSUE_KEYS: Record<string, 'validation.sixDigits' | 'validation.recoveryCode'> = {
  six_digits: 'validation.sixDigits',
  recovery_code: 'validation.recoveryCode',
};

/**
 * A form with one code field checked by the contract's schema (typed spaces and hyphens are
 * dropped); `issue` is the `security` catalogue key of its message, e.g. 'Six digits are required'.
 */
export function useCodeForm(kind: CodeKind) {
  const form = useForm<TwoFactorCodeFormValues, unknown, { code: string }>({
    resolver: zodResolver(twoFactorCodeForm(kind)),
    // checked on submit, then while typing: leaving the empty field for 'Use a recovery code' or
    // 'Back' must not put an error under it (the moving link would lose the click)
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { code: '' },
  });
  const message = form.formState.errors.code?.message;
  return { form, issue: message ? (ISSUE_KEYS[message] ?? 'validation.sixDigits') : undefined };
}
