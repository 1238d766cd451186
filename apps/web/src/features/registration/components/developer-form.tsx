import { useMemo } from 'react';
import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { individualForm, isAllowedCountry, toIndividualPayload, type IndividualForm } from '@portal/contract';
import { PasswordChecklist } from '../../../components/ui/password-checklist';
import { useSchemaForm } from '../hooks/use-schema-form';
import { CountrySelect } from './country-select';
import { LegalChecks } from './legal-checks';

type Values = { [K in keyof IndividualForm]: K extends 'terms' | 'aml' ? boolean : string };

/** The Developer tab: individual registration with an invitation code (spec 000 §5). */
export function DeveloperRegistrationForm(p: {
  email: string;
  code: string;
  pending: boolean;
  onSubmit: (body: ReturnType<typeof toIndividualPayload>) => void;
}) {
  const { t } = useTranslation('registration');
  const schema = useMemo(() => individualForm(), []);
  const f = useSchemaForm<Values>(schema, {
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
  const msg = (k: keyof Values) => {
    const e = f.error(k);
    return e ? t(`validation.${e}` as 'validation.required') : undefined;
  };
  const text = (k: keyof Values, o: { type?: string; autoComplete?: string; placeholder?: string } = {}) => (
    <TextInput
      label={t(`fields.${k}` as 'fields.email')}
      type={o.type ?? 'text'}
      autoComplete={o.autoComplete}
      placeholder={o.placeholder}
      value={f.values[k] as string}
      onChange={(e) => f.set(k, e.currentTarget.value)}
      onBlur={() => f.touch(k)}
      error={msg(k)}
      withAsterisk
    />
  );
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        f.touchAll();
        const r = schema.safeParse(f.values);
        if (r.success) p.onSubmit(toIndividualPayload(r.data));
      }}
    >
      <Stack>
        <Group grow align="flex-start">
          {text('firstName', { autoComplete: 'given-name' })}
          {text('lastName', { autoComplete: 'family-name' })}
        </Group>
        {text('email', { type: 'email', autoComplete: 'username' })}
        <PasswordInput
          label={t('fields.password')}
          autoComplete="new-password"
          value={f.values.password}
          onChange={(e) => f.set('password', e.currentTarget.value)}
          onBlur={() => f.touch('password')}
          error={msg('password')}
          visibilityToggleButtonProps={{ 'aria-label': t('togglePassword') }}
          withAsterisk
        />
        <PasswordChecklist
          password={f.values.password}
          title={t('checklist.title')}
          labels={{ length: t('checklist.length'), lowerUpper: t('checklist.lowerUpper'), digitSpecial: t('checklist.digitSpecial') }}
        />
        <PasswordInput
          label={t('fields.passwordConfirm')}
          autoComplete="new-password"
          value={f.values.passwordConfirm}
          onChange={(e) => f.set('passwordConfirm', e.currentTarget.value)}
          onBlur={() => f.touch('passwordConfirm')}
          error={msg('passwordConfirm')}
          visibilityToggleButtonProps={{ 'aria-label': t('togglePassword') }}
          withAsterisk
        />
        <CountrySelect
          label={t('fields.country')}
          value={f.values.country}
          onChange={(v) => {
            f.set('country', v);
            f.touch('country');
          }}
          error={f.values.country && !isAllowedCountry(f.values.country) ? undefined : msg('country')}
        />
        <Group grow align="flex-start">
          {text('countryCode', { type: 'tel', placeholder: '39' })}
          {text('phoneNumber', { type: 'tel', autoComplete: 'tel-national' })}
        </Group>
        {text('birthDate', { placeholder: t('birthDatePlaceholder'), autoComplete: 'bday' })}
        {text('invitationCode')}
        <LegalChecks
          terms={f.values.terms}
          aml={f.values.aml}
          onChange={(k, v) => {
            f.set(k, v);
            f.touch(k);
          }}
          errors={{ terms: msg('terms'), aml: msg('aml') }}
        />
        <Button type="submit" disabled={!f.valid} loading={p.pending} fullWidth>
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
