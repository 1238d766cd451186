import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { withIssueKeys } from '../../../lib/form-issues';
import { LOGIN_ISSUES, loginFormSchema, type LoginFormValues } from '../lib/login-schema';

/** Validates while typing; submit stays disabled until the form is changed and valid. */
export function useLoginForm() {
  const form = useForm<LoginFormValues>({
    resolver: withIssueKeys(zodResolver(loginFormSchema), LOGIN_ISSUES),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '' },
  });
  const { isDirty, isValid, isSubmitting } = form.formState;
  return { form, canSubmit: isDirty && isValid && !isSubmitting };
}
