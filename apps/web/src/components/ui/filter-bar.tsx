import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';

export interface FilterBarField {
  name: string;
  label: string;
  /** 'date': a yyyy-MM-dd day with the browser's date picker */
  kind: 'text' | 'select' | 'date' | 'custom';
  /** select options, labels already translated */
  options?: Array<{ value: string; label: string }>;
  /** 'custom': the field's own input (e.g. a chooser that searches the server), given the draft value and its setter */
  render?: (value: string, onChange: (value: string) => void) => ReactNode;
}

export interface FilterBarProps {
  fields: FilterBarField[];
  /** the applied values; remount the bar (key) when they change from outside, e.g. the back button */
  values: Record<string, string>;
  onApply: (values: Record<string, string>) => void;
  labels: { apply: string; reset: string; anyOption: string; region: string };
}

/** The filter fields of a list screen, from configuration; applied on submit, cleared at once. */
export function FilterBar({ fields, values, onApply, labels }: FilterBarProps) {
  const [draft, setDraft] = useState<Record<string, string>>(values);
  const set = (name: string, value: string) => setDraft((d) => ({ ...d, [name]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(
      Object.fromEntries(
        Object.entries(draft)
          .map(([k, v]) => [k, v.trim()])
          .filter(([, v]) => v !== ''),
      ),
    );
  };
  const reset = () => {
    setDraft({});
    onApply({});
  };
  return (
    <form onSubmit={submit} role="search" aria-label={labels.region}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        {fields.map((f) =>
          f.kind === 'custom' ? (
            <Fragment key={f.name}>{f.render?.(draft[f.name] ?? '', (v) => set(f.name, v))}</Fragment>
          ) : f.kind === 'select' ? (
            <Select
              key={f.name}
              name={f.name}
              label={f.label}
              placeholder={labels.anyOption}
              data={f.options ?? []}
              value={draft[f.name] || null}
              onChange={(v) => set(f.name, v ?? '')}
              clearable
              comboboxProps={{ withinPortal: true }}
            />
          ) : (
            <TextInput
              key={f.name}
              name={f.name}
              label={f.label}
              type={f.kind === 'date' ? 'date' : 'text'}
              value={draft[f.name] ?? ''}
              onChange={(e) => set(f.name, e.currentTarget.value)}
              maxLength={256}
            />
          ),
        )}
      </SimpleGrid>
      <Group mt="sm" gap="sm">
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          {labels.apply}
        </Button>
        <Button type="button" variant="default" onClick={reset} leftSection={<IconX size={16} aria-hidden />}>
          {labels.reset}
        </Button>
      </Group>
    </form>
  );
}
