import { useEffect } from 'react';
import { Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { LIMITS, WEBHOOKS_MAX, WEBHOOK_SECRET_MAX, WEBHOOK_SECRET_MIN, type Webhook } from '@portal/contract';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { FormActions } from '../../../components/ui/form-actions';
import { notify } from '../../../lib/notify';
import { useCreateWebhook } from '../api/create-webhook';
import { useUpdateWebhook } from '../api/update-webhook';
import { withIssueKeys, type IssueKeyOf } from '../../../lib/form-issues';
import { EventTypesSelect } from './event-types-select';
import { WEBHOOK_ISSUES, webhookFormSchema, type WebhookFormValues } from '../lib/webhook-form';

export type WebhookFormTarget = { mode: 'add' } | { mode: 'edit'; webhook: Webhook };

/**
 * Add or edit a webhook: URL and secret, both required (customer-portal §5; the secret is typed again on edit),
 * the event types it receives (none chosen: all) and an optional description.
 */
export function WebhookFormModal({ target, onClose }: { target: WebhookFormTarget | null; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  const showError = useErrorDialog();
  const editing = target?.mode === 'edit' ? target.webhook : null;
  const form = useForm<WebhookFormValues>({
    resolver: withIssueKeys(zodResolver(webhookFormSchema), WEBHOOK_ISSUES),
    // Checked on Save (an error appearing on blur would move the button away from the click), then as one types.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { url: '', secret: '', eventTypes: [], description: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (target)
      reset({ url: editing?.url ?? '', secret: '', eventTypes: editing?.eventTypes ?? [], description: editing?.description ?? '' });
  }, [target, editing, reset]);
  const callbacks = {
    onSuccess: () => {
      notify({ kind: 'success' as const, message: t('form.saved') });
      onClose();
    },
    onError: (error: Error) =>
      showError(error, [
        { error: 'webhook_url_forbidden', title: t('form.forbiddenTitle'), message: t('form.forbidden') },
        { error: 'webhook_url_not_https', title: t('form.notHttpsTitle'), message: t('form.notHttps') },
        { error: 'webhook_url_unresolvable', title: t('form.unresolvableTitle'), message: t('form.unresolvable') },
        { error: 'too_many_webhooks', title: t('form.tooManyTitle'), message: t('form.tooMany', { max: String(WEBHOOKS_MAX) }) },
      ]),
  };
  const create = useCreateWebhook(callbacks);
  const update = useUpdateWebhook(callbacks);
  const submit = form.handleSubmit((values) => {
    const body = { ...values, description: values.description || null };
    return editing ? update.mutate({ id: editing.uuid, body }) : create.mutate(body);
  });
  const issue = (field: 'url' | 'secret' | 'description') => {
    const key = form.formState.errors[field]?.message as IssueKeyOf<typeof WEBHOOK_ISSUES> | undefined;
    const max = String(field === 'description' ? LIMITS.webhookDescriptionMax : WEBHOOK_SECRET_MAX);
    return key ? t(key, { max, min: String(WEBHOOK_SECRET_MIN) }) : undefined;
  };
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={editing ? t('form.editTitle') : t('form.addTitle')}
      closeButtonProps={{ 'aria-label': t('form.close') }}
      size="lg"
    >
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Stack gap="md">
          <TextInput
            {...form.register('url')}
            type="url"
            label={t('form.url')}
            description={t('form.urlHint')}
            maxLength={LIMITS.urlMax}
            withAsterisk
            data-autofocus
            autoComplete="url"
            error={issue('url')}
          />
          <PasswordInput
            {...form.register('secret')}
            label={t('form.secret')}
            description={editing ? t('form.secretEditHint') : t('form.secretHint')}
            maxLength={WEBHOOK_SECRET_MAX}
            withAsterisk
            autoComplete="new-password"
            error={issue('secret')}
          />
          <Controller
            control={form.control}
            name="eventTypes"
            render={({ field }) => <EventTypesSelect value={field.value ?? []} onChange={field.onChange} onBlur={field.onBlur} />}
          />
          <TextInput
            {...form.register('description')}
            label={t('form.description')}
            description={t('form.descriptionHint')}
            maxLength={LIMITS.webhookDescriptionMax}
            error={issue('description')}
          />
          <FormActions
            cancelLabel={t('form.cancel')}
            submitLabel={t('form.save')}
            onCancel={onClose}
            pending={create.isPending || update.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
