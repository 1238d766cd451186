import { useEffect, useState } from 'react';
import { Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { consolePartnerCreateBody, LIMITS, type ConsolePartnerCreateBody } from '@portal/contract';
import { FormActions } from '../../../components/ui/form-actions';
import { notify } from '../../../lib/notify';
import { useBrands } from '../api/get-brands';
import { useCreatePartner } from '../api/create-partner';
import { consoleResolver, useFieldError, useFormCallError } from '../lib/console-form';
import { BrandSelect } from './brand-select';
import { FormDialog } from './form-dialog';

/** "Create a partner", as `npm run admin -- partner create` does; the owner chooses its password from the mail. */
export function PartnerCreateButton({ onCreated }: { onCreated: (id: string) => void }) {
  const { t } = useTranslation('console');
  const brands = useBrands();
  const create = useCreatePartner();
  const [opened, setOpened] = useState(false);
  const form = useForm<ConsolePartnerCreateBody>({
    resolver: consoleResolver(consolePartnerCreateBody),
    mode: 'onTouched',
    defaultValues: { email: '', company: '', agent: '' },
  });
  const defaultAgent = brands.data?.defaultAgent;
  // the platform's default brand until the operator chooses another
  useEffect(() => {
    if (defaultAgent && !form.getValues('agent')) form.setValue('agent', defaultAgent);
  }, [defaultAgent, form]);
  const { errors } = form.formState;
  const fieldError = useFieldError();
  const onError = useFormCallError(form);
  const submit = (body: ConsolePartnerCreateBody) =>
    create.mutate(body, {
      onSuccess: (created) => {
        notify({ message: t('partnerCreate.done', { wlpId: created.wlpId, email: created.email }), kind: 'success' });
        setOpened(false);
        form.reset({ email: '', company: '', agent: body.agent });
        onCreated(created.id);
      },
      onError,
    });
  const trim = { setValueAs: (v: string) => v.trim() };
  return (
    <FormDialog
      label={t('partnerCreate.open')}
      title={t('partnerCreate.title')}
      opened={opened}
      setOpened={setOpened}
      onSubmit={(e) => void form.handleSubmit(submit)(e)}
    >
      <Text size="sm">{t('partnerCreate.intro')}</Text>
      <TextInput
        {...form.register('email', trim)}
        label={t('partnerCreate.email')}
        type="email"
        error={fieldError(errors.email)}
        required
        data-autofocus
      />
      <TextInput
        {...form.register('company', trim)}
        label={t('partnerCreate.company')}
        maxLength={LIMITS.companyMax}
        error={fieldError(errors.company)}
        required
      />
      <Controller
        control={form.control}
        name="agent"
        render={({ field, fieldState }) => (
          <BrandSelect
            label={t('partnerCreate.brand')}
            value={field.value || null}
            onChange={(v) => field.onChange(v ?? '')}
            error={fieldError(fieldState.error)}
          />
        )}
      />
      <FormActions
        cancelLabel={t('partner.cancel')}
        submitLabel={t('partnerCreate.submit')}
        onCancel={() => setOpened(false)}
        pending={create.isPending}
        disabled={!brands.data}
      />
    </FormDialog>
  );
}
