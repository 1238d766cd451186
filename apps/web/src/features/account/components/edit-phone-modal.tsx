import { useEffect } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { PHONE_LIMITS, phoneForm, splitPhoneNumber, toNewPhoneNumber, type PhoneForm } from '@portal/contract';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { notify } from '../../../lib/notify';
import { useChangePhone } from '../api/change-phone';
import { withIssueKeys, type IssueKeyOf } from '../../../lib/form-issues';
import { PHONE_ISSUES } from '../lib/form-issues';

/**
 * Edit phone (customer-portal §5): the dialing code and the number, checked as one types; Save stays
 * disabled while the form is invalid or untouched. Sends `+code number` as newPhoneNumber.
 */
export function EditPhoneModal({ opened, current, onClose }: { opened: boolean; current: string | null; onClose: () => void }) {
  const { t } = useTranslation('account');
  const showError = useErrorDialog();
  const form = useForm<PhoneForm>({
    resolver: withIssueKeys(zodResolver(phoneForm), PHONE_ISSUES),
    mode: 'onChange',
    defaultValues: splitPhoneNumber(current),
  });
  const { reset } = form;
  useEffect(() => {
    if (opened) reset(splitPhoneNumber(current));
  }, [opened, current, reset]);
  const save = useChangePhone({
    onSuccess: () => {
      notify({ kind: 'success', message: t('phone.saved') });
      onClose();
    },
    onError: (error) => showError(error),
  });
  const { errors, isValid, isDirty } = form.formState;
  const message = (field: keyof PhoneForm) => {
    const key = errors[field]?.message as IssueKeyOf<typeof PHONE_ISSUES> | undefined;
    return key ? t(key) : undefined;
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('phone.title')} closeButtonProps={{ 'aria-label': t('phone.close') }}>
      <form noValidate onSubmit={(e) => void form.handleSubmit((values) => save.mutate(toNewPhoneNumber(values)))(e)}>
        <Stack gap="md">
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <TextInput
              {...form.register('code')}
              label={t('phone.code')}
              placeholder="+39"
              maxLength={PHONE_LIMITS.codeMaxLength}
              inputMode="tel"
              autoComplete="tel-country-code"
              withAsterisk
              w={120}
              data-autofocus
              error={message('code')}
            />
            <TextInput
              {...form.register('phone')}
              label={t('phone.number')}
              maxLength={PHONE_LIMITS.numberMaxLength}
              inputMode="numeric"
              autoComplete="tel-national"
              withAsterisk
              style={{ flex: 1 }}
              error={message('phone')}
            />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('phone.cancel')}
            </Button>
            <Button type="submit" disabled={!isValid || !isDirty} loading={save.isPending}>
              {t('phone.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
