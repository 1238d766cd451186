import { useTranslation } from 'react-i18next';
import { useForm, type DefaultValues, type Path, type PathValue, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod/mini';
import { useRevalidate } from '../../../hooks/use-revalidate';
import { withIssueKeys, type IssueKeyOf } from '../../../lib/form-issues';
import { REGISTRATION_ISSUES } from '../lib/registration-issues';

/** What both signup forms hold: text fields, the password pair and the two legal checks. */
export type SignupValues = Record<string, string | boolean> & { password: string; passwordConfirm: string; terms: boolean; aml: boolean };

/**
 * A signup form checked by its contract schema: a field's error shows once it was left (or on
 * submit) and then follows what is typed; only an empty field is 'required'.
 */
export function useRegistrationForm<V extends SignupValues, O>(schema: z.ZodMiniType<O>, defaultValues: V) {
  const { t } = useTranslation('registration');
  const resolver = zodResolver(schema as z.ZodMiniType<O, V>) as unknown as Resolver<V, unknown, O>;
  const form = useForm<V, unknown, O>({
    resolver: withIssueKeys(resolver, REGISTRATION_ISSUES, 'exact'),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: defaultValues as DefaultValues<V>,
  });
  useRevalidate(form, 'password' as Path<V>, 'passwordConfirm' as Path<V>);
  const message = (field: Path<V>) => {
    const key = form.getFieldState(field, form.formState).error?.message as IssueKeyOf<typeof REGISTRATION_ISSUES> | undefined;
    return key ? t(key) : undefined;
  };
  /** A choice (country, checkbox) counts as touched once made. */
  const choose = <K extends Path<V>>(field: K, value: PathValue<V, K>) =>
    form.setValue(field, value, { shouldTouch: true, shouldDirty: true, shouldValidate: true });
  return { form, message, choose };
}
