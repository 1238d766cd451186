import { useState } from 'react';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { partnerBrandBody, type ConsolePartnerDetail, type PartnerBrandBody } from '@portal/contract';
import { FormActions } from '../../../components/ui/form-actions';
import { notify } from '../../../lib/notify';
import { useChangePartnerBrand } from '../api/change-partner-brand';
import { consoleResolver, useFieldError, useFormCallError } from '../lib/console-form';
import { BrandSelect } from './brand-select';

/** "Change its brand": the partner and its members move to another brand (PUT /api-operator/partners/:id/brand). */
export function PartnerBrandButton({ detail }: { detail: ConsolePartnerDetail }) {
  const { t } = useTranslation('console');
  const change = useChangePartnerBrand();
  const [opened, setOpened] = useState(false);
  const current = { agent: detail.partner.agent };
  const form = useForm<PartnerBrandBody>({ resolver: consoleResolver(partnerBrandBody), defaultValues: current });
  const fieldError = useFieldError();
  const onError = useFormCallError(form);
  const agent = useWatch({ control: form.control, name: 'agent' });
  const submit = (body: PartnerBrandBody) =>
    change.mutate(
      { id: detail.partner.id, ...body },
      { onSuccess: () => (notify({ message: t('partnerBrand.done', body), kind: 'success' }), setOpened(false)), onError },
    );
  return (
    <>
      <Button variant="default" onClick={() => (form.reset(current), setOpened(true))}>
        {t('partnerBrand.open')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('partnerBrand.title')}
        closeButtonProps={{ 'aria-label': t('partner.cancel') }}
      >
        <form noValidate onSubmit={(e) => void form.handleSubmit(submit)(e)}>
          <Stack gap="md">
            <Text size="sm">{t('partnerBrand.intro', { company: detail.partner.company })}</Text>
            <Controller
              control={form.control}
              name="agent"
              render={({ field, fieldState }) => (
                <BrandSelect
                  label={t('partnerBrand.brand')}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  error={fieldError(fieldState.error)}
                  autoFocus
                />
              )}
            />
            <FormActions
              cancelLabel={t('partner.cancel')}
              submitLabel={t('partnerBrand.submit')}
              onCancel={() => setOpened(false)}
              pending={change.isPending}
              disabled={!agent || agent === detail.partner.agent}
            />
          </Stack>
        </form>
      </Modal>
    </>
  );
}
