import { useMemo } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { individualForm, isAllowedCountry, toIndividualPayload, type IndividualForm } from '@portal/contract';
import { useRegistrationForm } from '../hooks/use-registration-form';
import { CountrySelect } from './country-select';
import { LegalChecks } from './legal-checks';
import { PasswordFields } from './password-fields';

type Values = { [K in keyof IndividualForm]: K extends 'terms' | 'aml' ? boolean : string };

/** The Developer tab: individual registration with an invitation code (partner-portal §5). */
export function DeveloperRegistrationForm(p: {
  email: string;
  code: string;
  pending: boolean;
  onSubmit: (body: ReturnType<typeof toIndividualPayload>) => void;
}) {
  const { t } = useTranslation('registration');
  const schema = useMemo(() => individualForm(), []);
  const { form, message, choose } = useRegistrationForm<Values, IndividualForm>(schema, {
    firstName: '',
    lastName: '',
    email: p.email,
    password: '',
    passwordConfirm: '',
    country: '',
    countryCode: '',
    phoneNumber: '',
    birthDate: '',
    invitationCode: p.code,
    terms: false,
    aml: false,
  });
  const [password, country, terms, aml] = useWatch({ control: form.control, name: ['password', 'country', 'terms', 'aml'] });
  const text = (k: keyof Values, o: { type?: string; autoComplete?: string; placeholder?: string } = {}) => (
    <TextInput
      {...form.register(k)}
      label={t(`fields.${k}` as 'fields.email')}
      type={o.type ?? 'text'}
      autoComplete={o.autoComplete}
      placeholder={o.placeholder}
      error={message(k)}
      withAsterisk
    />
  );
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit((values) => p.onSubmit(toIndividualPayload(values)))(e)}>
      <Stack>
        <Group grow align="flex-start">
          {text('firstName', { autoComplete: 'given-name' })}
          {text('lastName', { autoComplete: 'family-name' })}
        </Group>
        {text('email', { type: 'email', autoComplete: 'username' })}
        <PasswordFields
          password={form.register('password')}
          confirm={form.register('passwordConfirm')}
          value={password}
          errors={{ password: message('password'), passwordConfirm: message('passwordConfirm') }}
        />
        <CountrySelect
          label={t('fields.country')}
          value={country}
          onChange={(v) => choose('country', v)}
          error={country && !isAllowedCountry(country) ? undefined : message('country')}
        />
        <Group grow align="flex-start">
          {text('countryCode', { type: 'tel', placeholder: '39' })}
          {text('phoneNumber', { type: 'tel', autoComplete: 'tel-national' })}
        </Group>
        {text('birthDate', { placeholder: t('birthDatePlaceholder'), autoComplete: 'bday' })}
        {text('invitationCode')}
        <LegalChecks terms={terms} aml={aml} onChange={choose} errors={{ terms: message('terms'), aml: message('aml') }} />
        <Button type="submit" disabled={!form.formState.isValid} loading={p.pending} fullWidth>
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
