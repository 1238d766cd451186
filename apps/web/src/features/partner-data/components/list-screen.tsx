import { useMemo } from 'react';
import { Group, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../components/ui/filter-bar';
import { useListUrlState } from '../../../hooks/use-list-url-state';
import { apiQuery } from '../../../lib/list-state';
import { ExportButton } from './export-button';
import { ListTable } from './list-table';
import { filterFields, urlConfig, type TableConfig } from './tables';
import { PII_FIELDS } from '@portal/contract';
import { useCan } from '../../../lib/role';

export interface ListScreenProps<T> {
  table: TableConfig<T>;
  /** data-namespace keys of the title and the empty-table text */
  titleKey: string;
  emptyKey: string;
}

/** One list screen of partner-portal §2, entirely from its table configuration (see SCREENS). */
export function ListScreen<T>({ table, titleKey, emptyKey }: ListScreenProps<T>) {
  const { t } = useTranslation('data');
  const config = useMemo(() => urlConfig(table), [table]);
  const [state, setState] = useListUrlState(config);
  const heading = t(titleKey as 'screens.accounts');
  const { filter, orderBy, sort } = apiQuery(state, table.fixed);
  // a role without personal data cannot search by it either (the server refuses such a filter)
  const pii = useCan('clients.read_pii');
  const fields = filterFields(table)
    .filter((f) => pii || !PII_FIELDS[f.name])
    .map((f) => ({
      name: f.name,
      kind: f.kind,
      label: t(f.label as 'filters.email'),
      options: f.options?.map((value) => ({ value, label: t(`${f.optionLabels}.${value}` as 'filters.email') })),
    }));
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>{heading}</Title>
        <ExportButton path={table.path} query={{ filter, orderBy, sort }} fileName={table.exportName} />
      </Group>
      {fields.length > 0 && (
        <Paper withBorder p="md">
          <FilterBar
            key={JSON.stringify(state.filters)}
            fields={fields}
            values={state.filters}
            onApply={(filters) => setState({ filters })}
            labels={{
              apply: t('filters.apply'),
              reset: t('filters.reset'),
              anyOption: t('filters.anyStatus'),
              region: t('filters.region', { list: heading }),
            }}
          />
        </Paper>
      )}
      <Paper withBorder p="md">
        <ListTable
          table={table}
          state={state}
          onChange={setState}
          title={heading}
          emptyMessage={t(emptyKey as 'empty.accounts')}
          pageSizes={table.pageSizes}
        />
      </Paper>
    </Stack>
  );
}
