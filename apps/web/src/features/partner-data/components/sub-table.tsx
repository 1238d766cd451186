import { useMemo } from 'react';
import { Paper, Stack, Title } from '@mantine/core';
import { PAGE_SIZE } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useListUrlState } from '../../../hooks/use-list-url-state';
import { ListTable } from './list-table';
import { urlConfig, type TableConfig } from './tables';

/** Where each sub-table keeps its page and sort in the address (a detail shows two side by side). */
export const SUB_TABLE_PREFIX = { accounts: 'accounts.', cards: 'cards.', transactions: 'tx.' } as const;

/** A sub-table's list state in the address: 5 rows, no filters, its own prefix. */
export const subTableConfig = <T,>(table: TableConfig<T>, prefix: string) =>
  urlConfig(table, { prefix, take: PAGE_SIZE.detail, withFilters: false });

export interface SubTableProps<T> {
  table: TableConfig<T>;
  /** keeps this table's page and sort apart in the URL */
  prefix: string;
  fixed: Record<string, string>;
  titleKey: string;
  emptyKey: string;
}

/** A detail screen's sub-table: 5 rows, its own paging and sort, no page-size selector (partner-portal §2, §9). */
export function SubTable<T>({ table, prefix, fixed, titleKey, emptyKey }: SubTableProps<T>) {
  const { t } = useTranslation('data');
  const config = useMemo(() => subTableConfig(table, prefix), [table, prefix]);
  const [state, setState] = useListUrlState(config);
  const title = t(titleKey as 'detail.transactions');
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Paper withBorder p="md">
        <ListTable
          table={table}
          state={state}
          onChange={setState}
          fixed={fixed}
          title={title}
          emptyMessage={t(emptyKey as 'empty.clientCards')}
        />
      </Paper>
    </Stack>
  );
}
