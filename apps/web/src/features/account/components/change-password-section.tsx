import { Box, Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { changePasswordForm, type ChangePasswordBody, type ChangePasswordForm, type PasswordChanged } from '@portal/contract';
import { AccountSection } from '../../../components/ui/account-section';
import { PasswordChecklist } from '../../../components/ui/password-checklist';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { notify } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';
import { withIssueKeys, type IssueKeyOf } from '../../../lib/form-issues';
import { PASSWORD_ISSUES } from '../lib/form-issues';

const EMPTY: ChangePasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password (customer-portal §5, §8): old, new and confirmation required, the live checklist under
 * the new one. 'invalid' → 'invalid old password', 'unchanged' → 'new password unchanged'; on
 * success 'password updated' and every other session of the user has ended. The operator console passes its own `change`.
 */
export function ChangePasswordSection({ change: call }: { change?: (body: ChangePasswordBody) => Promise<PasswordChanged> }) {
  const { t } = useTranslation('account');
  const showError = useErrorDialog();
  const form = useForm<ChangePasswordForm>({
    // blanks are a password's characters: only an empty field is 'required'
    resolver: withIssueKeys(zodResolver(changePasswordForm), PASSWORD_ISSUES, 'exact'),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });
  const change = useChangePassword({
    change: call,
    onSuccess: () => {
      notify({ kind: 'success', title: t('password.updated'), message: t('password.updatedText') });
      form.reset(EMPTY);
    },
    onError: (error) =>
      showError(error, [
        { error: 'invalid', title: t('password.errorTitle'), message: t('password.invalid') },
        { error: 'unchanged', title: t('password.errorTitle'), message: t('password.unchanged') },
      ]),
  });
  const { errors } = form.formState;
  const message = (field: keyof ChangePasswordForm) => {
    const key = errors[field]?.message as IssueKeyOf<typeof PASSWORD_ISSUES> | undefined;
    return key ? t(key) : undefined;
  };
  const field = (name: keyof ChangePasswordForm, label: string) => (
    <PasswordInput
      {...form.register(name)}
      label={label}
      autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
      withAsterisk
      visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }}
      error={message(name)}
    />
  );
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  return (
    <AccountSection id="change-password-title" title={t('password.title')} intro={t('password.intro')} action={null}>
      <form
        noValidate
        onSubmit={(e) =>
          void form.handleSubmit(({ oldPassword, newPassword: next }) => change.mutate({ oldPassword, newPassword: next }))(e)
        }
      >
        <Stack gap="md" maw={720}>
          <Box maw={340}>{field('oldPassword', t('password.old'))}</Box>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack gap="xs">
              {field('newPassword', t('password.new'))}
              <PasswordChecklist
                password={newPassword}
                title={t('password.checklist.title')}
                labels={{
                  length: t('password.checklist.length'),
                  lowerUpper: t('password.checklist.lowerUpper'),
                  digitSpecial: t('password.checklist.digitSpecial'),
                }}
              />
            </Stack>
            {field('confirmPassword', t('password.confirm'))}
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={change.isPending}>
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AccountSection>
  );
}
