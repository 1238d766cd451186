import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { FilterBar, type FilterBarField } from '../../../components/ui/filter-bar';
import { nextSort, pageCount, type ListState } from '../../../lib/list-state';
import { ConsoleTableFooter } from './console-table-footer';

/** The console's screens that are one list (their texts under `<name>.*`). */
type ListName = 'partners' | 'tickets' | 'audit' | 'reviews' | 'invoices' | 'operators';

export interface ConsoleListProps<T> {
  name: ListName;
  fields: FilterBarField[];
  state: ListState;
  setState: (next: Partial<ListState>) => void;
  query: { data?: { list: T[]; count: number }; isError: boolean; isFetching: boolean };
  columns: DataColumn<T>[];
  rowKey: (row: T) => string;
  minWidth?: number;
  dense?: boolean;
  /** buttons beside the title (e.g. "Create a partner") */
  actions?: ReactNode;
  /** what comes between the title and the filters (e.g. the operators' invitation form) */
  children?: ReactNode;
}

/** A console list screen: title and intro, the filters, the sortable table, its pages (the one list engine). */
export function ConsoleList<T>(o: ConsoleListProps<T>) {
  const { t } = useTranslation('console');
  const { state, setState, query } = o;
  const pages = pageCount(query.data?.count ?? 0, state.take);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t(`${o.name}.title`)}</Title>
          <Text size="sm">{t(`${o.name}.intro`)}</Text>
        </div>
        {o.actions}
      </Group>
      {o.children}
      <Paper withBorder p="md">
        <FilterBar
          key={JSON.stringify(state.filters)}
          fields={o.fields}
          values={state.filters}
          onApply={(filters) => setState({ filters })}
          labels={{ apply: t('list.apply'), reset: t('list.reset'), anyOption: t('list.any'), region: t(`${o.name}.filters.region`) }}
        />
      </Paper>
      <Paper withBorder p="md">
        <DataTable
          caption={t(`${o.name}.caption`, { page: state.page + 1, pages })}
          columns={o.columns}
          rows={query.data?.list ?? (query.isError ? [] : undefined)}
          rowKey={o.rowKey}
          minWidth={o.minWidth ?? 900}
          dense={o.dense}
          loading={query.isFetching}
          loadingLabel={t('list.loading')}
          emptyMessage={query.isError ? t('list.failed') : t('list.empty')}
          sort={{
            orderBy: state.orderBy,
            sort: state.sort,
            onSort: (key) => setState(nextSort(state, key)),
            label: (column) => t('list.sortBy', { column }),
          }}
        />
        <ConsoleTableFooter state={state} pages={pages} setState={setState} navigation={t(`${o.name}.pagination`)} />
      </Paper>
    </Stack>
  );
}
