import { Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FORM_COUNTRIES } from '@portal/contract';
import { countryName } from '../../../lib/country-name';
import { useCountries } from '../api/get-countries';

/** Country by 3-letter code; says whether services are available there (allowed list from the server). */
export function CountrySelect(props: { label: string; value: string; onChange: (v: string) => void; error?: string }) {
  const { t, i18n } = useTranslation('registration');
  const allowed = useCountries().data?.map((c) => c.countryCode) ?? [];
  const codes = [...new Set([...allowed, ...FORM_COUNTRIES])];
  const data = codes
    .map((code) => ({ value: code, label: countryName(code, i18n.language) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const ok = allowed.includes(props.value);
  return (
    <div>
      <Select
        label={props.label}
        data={data}
        value={props.value || null}
        onChange={(v) => props.onChange(v ?? '')}
        searchable
        withAsterisk
        error={props.error}
      />
      {props.value && (
        <Text size="sm" mt={4} c={ok ? 'green.9' : 'red.8'} role="status">
          {ok ? t('country.available') : t('country.unavailable')}
        </Text>
      )}
    </div>
  );
}
