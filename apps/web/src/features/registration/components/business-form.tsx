import { Button, Stack, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { businessForm, isAllowedCountry, toBusinessPayload, type BusinessForm } from '@portal/contract';
import { useRegistrationForm } from '../hooks/use-registration-form';
import { CountrySelect } from './country-select';
import { LegalChecks } from './legal-checks';
import { PasswordFields } from './password-fields';

type Values = { [K in keyof BusinessForm]: K extends 'terms' | 'aml' ? boolean : string };
const EMPTY: Values = {
  email: '',
  password: '',
  passwordConfirm: '',
  companyName: '',
  companyRegNumber: '',
  companyAddress: '',
  companyCountry: '',
  phoneNumber: '',
  terms: false,
  aml: false,
};

/** The Company tab: business registration (partner-portal §5). */
export function BusinessRegistrationForm({
  email,
  pending,
  onSubmit,
}: {
  email: string;
  pending: boolean;
  onSubmit: (body: ReturnType<typeof toBusinessPayload>) => void;
}) {
  const { t } = useTranslation('registration');
  const { form, message, choose } = useRegistrationForm<Values, BusinessForm>(businessForm, { ...EMPTY, email });
  const [password, country, terms, aml] = useWatch({ control: form.control, name: ['password', 'companyCountry', 'terms', 'aml'] });
  const text = (k: keyof Values, type = 'text', autoComplete?: string) => (
    <TextInput
      {...form.register(k)}
      label={t(`fields.${k}` as 'fields.email')}
      type={type}
      autoComplete={autoComplete}
      error={message(k)}
      withAsterisk
    />
  );
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit((values) => onSubmit(toBusinessPayload(values)))(e)}>
      <Stack>
        {text('companyName', 'text', 'organization')}
        {text('companyRegNumber')}
        {text('companyAddress', 'text', 'street-address')}
        <CountrySelect
          label={t('fields.companyCountry')}
          value={country}
          onChange={(v) => choose('companyCountry', v)}
          error={country && !isAllowedCountry(country) ? undefined : message('companyCountry')}
        />
        {text('phoneNumber', 'tel', 'tel')}
        {text('email', 'email', 'username')}
        <PasswordFields
          password={form.register('password')}
          confirm={form.register('passwordConfirm')}
          value={password}
          errors={{ password: message('password'), passwordConfirm: message('passwordConfirm') }}
        />
        <LegalChecks terms={terms} aml={aml} onChange={choose} errors={{ terms: message('terms'), aml: message('aml') }} />
        <Button type="submit" disabled={!form.formState.isValid} loading={pending} fullWidth>
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
