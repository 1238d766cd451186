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
  const { isDirty, isSubmitting } = form.formState;
  // `isValid` is read only once the form is changed. Read at once, it makes react-hook-form check the untouched form
  // when it mounts, on the first screen of nearly every visit (about 30 ms of a long task at 4x slowdown), for an
  // answer that cannot matter: an unchanged form is not sent. From the change on that first reads it, each change is
  // checked, and that first change cannot make the form valid alone (two fields, both required).
  return { form, canSubmit: isDirty && form.formState.isValid && !isSubmitting };
}
