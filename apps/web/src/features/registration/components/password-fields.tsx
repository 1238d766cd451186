import { PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordChecklist } from '../../../components/ui/password-checklist';

/** The new password with its live checklist, then its confirmation. */
export function PasswordFields(p: {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  value: string;
  errors: { password?: string; passwordConfirm?: string };
}) {
  const { t } = useTranslation('registration');
  const toggle = { 'aria-label': t('togglePassword') };
  return (
    <>
      <PasswordInput
        {...p.password}
        label={t('fields.password')}
        autoComplete="new-password"
        error={p.errors.password}
        visibilityToggleButtonProps={toggle}
        withAsterisk
      />
      <PasswordChecklist
        password={p.value}
        title={t('checklist.title')}
        labels={{ length: t('checklist.length'), lowerUpper: t('checklist.lowerUpper'), digitSpecial: t('checklist.digitSpecial') }}
      />
      <PasswordInput
        {...p.confirm}
        label={t('fields.passwordConfirm')}
        autoComplete="new-password"
        error={p.errors.passwordConfirm}
        visibilityToggleButtonProps={toggle}
        withAsterisk
      />
    </>
  );
}
