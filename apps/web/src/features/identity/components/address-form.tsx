import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { IDENTITY_LIMITS } from '@portal/contract';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { useSubmitAddress } from '../api/submit-address';
import { withIssueKeys, type IssueKeyOf } from '../../../lib/form-issues';
import { ADDRESS_ISSUES, addressFormSchema, type AddressField, type AddressFormValues } from '../lib/address-form';
import { COUNTRY_OPTIONS } from '../lib/countries';
import { onIdentityError } from '../lib/network-notice';

/**
 * The KYC address (customer-portal §4, §5): country from English names (sent as its 3-letter code), street,
 * town and postal code, all required. A refusal shows 'Action Forbidden' and closes the dialog.
 */
export function AddressForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('kyb');
  const showError = useErrorDialog();
  const form = useForm<AddressFormValues>({
    resolver: withIssueKeys(zodResolver(addressFormSchema), ADDRESS_ISSUES),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { country: '', street: '', town: '', postalCode: '' },
  });
  const save = useSubmitAddress({
    onError: onIdentityError((error) => {
      showError(error, [{ error: 'action_forbidden', title: t('address.forbiddenTitle'), message: t('address.forbidden') }]);
      onClose();
    }),
  });
  const submit = form.handleSubmit((values) => save.mutate(values));
  const issue = (field: AddressField) => {
    const key = form.formState.errors[field]?.message as IssueKeyOf<typeof ADDRESS_ISSUES> | undefined;
    return key ? t(key) : undefined;
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="kyb-address-title">
      <Stack gap="md">
        <Text id="kyb-address-title" fw={600}>
          {t('address.title')}
        </Text>
        <Text size="sm">{t('address.intro')}</Text>
        <Controller
          control={form.control}
          name="country"
          render={({ field }) => (
            <Select
              label={t('address.country')}
              placeholder={t('address.countryPlaceholder')}
              data={COUNTRY_OPTIONS}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              searchable
              allowDeselect={false}
              withAsterisk
              nothingFoundMessage={t('address.noCountry')}
              comboboxProps={{ withinPortal: true }}
              error={issue('country')}
            />
          )}
        />
        <TextInput
          {...form.register('street')}
          label={t('address.street')}
          maxLength={IDENTITY_LIMITS.streetMax}
          withAsterisk
          autoComplete="street-address"
          error={issue('street')}
        />
        <Group grow align="flex-start">
          <TextInput
            {...form.register('town')}
            label={t('address.town')}
            maxLength={IDENTITY_LIMITS.townMax}
            withAsterisk
            autoComplete="address-level2"
            error={issue('town')}
          />
          <TextInput
            {...form.register('postalCode')}
            label={t('address.postalCode')}
            maxLength={IDENTITY_LIMITS.postalCodeMax}
            withAsterisk
            autoComplete="postal-code"
            error={issue('postalCode')}
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('dialog.close')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('address.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
