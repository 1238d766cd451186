import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorCodeForm, type TwoFactorCodeFormValues } from '@portal/contract';
import type { CodeKind } from '../components/ui/one-time-code-input';
import { withIssueKeys, type IssueKeyOf, type IssueKeys } from '../lib/form-issues';

/** Catalogue keys (namespace `security`) of the contract's code messages. */
const CODE_ISSUES = {
  six_digits: 'validation.sixDigits',
  recovery_code: 'validation.recoveryCode',
  '*': 'validation.sixDigits',
} as const satisfies IssueKeys;

/**
 * A form with one code field checked by the contract's schema (typed spaces and hyphens are
 * dropped); `issue` is the `security` catalogue key of its message, e.g. 'Six digits are required'.
 */
export function useCodeForm(kind: CodeKind) {
  const form = useForm<TwoFactorCodeFormValues, unknown, { code: string }>({
    resolver: withIssueKeys(zodResolver(twoFactorCodeForm(kind)), CODE_ISSUES),
    // checked on submit, then while typing: leaving the empty field for 'Use a recovery code' or
    // 'Back' must not put an error under it (the moving link would lose the click)
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { code: '' },
  });
  return { form, issue: form.formState.errors.code?.message as IssueKeyOf<typeof CODE_ISSUES> | undefined };
}
