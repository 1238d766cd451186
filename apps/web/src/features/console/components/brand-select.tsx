import type { ReactNode } from 'react';
import { Select } from '@mantine/core';
import { useBrands } from '../api/get-brands';

/** One of the platform's brands, by name and agent. */
export function BrandSelect(o: {
  label: string;
  value: string | null;
  onChange: (agent: string | null) => void;
  autoFocus?: boolean;
  error?: ReactNode;
}) {
  const brands = useBrands();
  return (
    <Select
      label={o.label}
      data={(brands.data?.brands ?? []).map((b) => ({ value: b.agent, label: `${b.name} (${b.agent})` }))}
      value={o.value}
      onChange={o.onChange}
      allowDeselect={false}
      required
      error={o.error}
      data-autofocus={o.autoFocus || undefined}
    />
  );
}
