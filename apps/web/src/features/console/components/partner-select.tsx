import { useState, type ReactNode } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buildFilter } from '@portal/contract';
import { Busy } from '../../../components/ui/busy';
import { usePartners } from '../api/get-partners';
import { partnerQueryOptions } from '../api/get-partner';
import { useFieldError } from '../lib/console-form';

/** How many partners the chooser offers at a time: the first by company name among those matching the search. */
const PARTNER_CHOICES = 20;
const SEARCH_DELAY_MS = 250;

type Option = { value: string; label: string };
const optionOf = (p: { id: string; company: string; wlpId: string | null }): Option => ({
  value: p.id,
  label: p.wlpId ? `${p.company} (${p.wlpId})` : p.company,
});

export interface PartnerSelectProps {
  value: string | null;
  onChange: (id: string | null) => void;
  required?: boolean;
  clearable?: boolean;
  label?: string;
  placeholder?: string;
  error?: ReactNode;
}

/**
 * A partner chooser that asks the server as the operator types (`q` of the partners list: company name, wlpId or a
 * member's e-mail), so that any partner can be chosen however many the bank has. The chosen partner stays among
 * the options; one chosen elsewhere (e.g. from the address) gets its label from its detail.
 */
export function PartnerSelect(o: PartnerSelectProps) {
  const { t } = useTranslation('console');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Option | null>(null);
  const selected = o.value && chosen?.value === o.value ? chosen : null;
  // the search box shows the chosen option's label: that is not a search
  const typed = search === selected?.label ? '' : search.replace(/;/g, ' ').trim();
  const [q] = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const filter = buildFilter({ q });
  const partners = usePartners({ ...(filter ? { filter } : {}), orderBy: 'company', sort: 'ASC', skip: 0, take: PARTNER_CHOICES });
  const detail = useQuery({ ...partnerQueryOptions(o.value ?? ''), enabled: Boolean(o.value) && !selected });
  const current = selected ?? (detail.data && detail.data.partner.id === o.value ? optionOf(detail.data.partner) : null);
  const found = (partners.data?.list ?? []).map(optionOf);
  const data = current && !found.some((x) => x.value === current.value) ? [current, ...found] : found;
  // until the server has answered what was typed, the options are those of the search before
  const searching = partners.isFetching || typed !== q;
  return (
    <Select
      label={o.label ?? t('content.partner')}
      placeholder={o.placeholder ?? t('content.partnerPlaceholder')}
      data={data}
      value={o.value}
      onChange={(id, option) => {
        setChosen(id ? option : null);
        o.onChange(id);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // the server has filtered already (also by e-mail, which the labels do not show)
      filter={({ options }) => options}
      required={o.required}
      clearable={o.clearable}
      error={o.error}
      nothingFoundMessage={searching ? t('content.searching') : t('list.empty')}
      rightSection={searching ? <Busy size="xs" label={t('content.searching')} /> : undefined}
    />
  );
}

/** The chooser as a field of a console form: its value is the partner's id, '' while none is chosen. */
export function PartnerField<V extends FieldValues>({ control, name }: { control: Control<V>; name: Path<V> }) {
  const fieldError = useFieldError();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PartnerSelect
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          error={fieldError(fieldState.error)}
          required
        />
      )}
    />
  );
}
