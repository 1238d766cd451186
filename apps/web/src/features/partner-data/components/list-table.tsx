import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table';
import { TableFooter } from '../../../components/ui/table-footer';
import { useErrorDialogOn } from '../hooks/use-error-dialog-on';
import { listQueryOptions } from '../lib/list-request';
import { apiQuery, nextSort, pageCount, type ListState } from '../../../lib/list-state';
import type { TableConfig } from './tables';
import { PII_FIELDS } from '@portal/contract';
import { useCan } from '../../../lib/role';

export interface ListTableProps<T> {
  table: TableConfig<T>;
  state: ListState;
  onChange: (next: Partial<ListState>) => void;
  /** filters this view always adds (a detail's clientId or walletId) */
  fixed?: Record<string, string>;
  /** the list's name in captions and the pagination label */
  title: string;
  emptyMessage: string;
  /** show the page-size selector (not on invoices or detail sub-tables) */
  pageSizes?: readonly number[];
}

/** A list call bound to its table and footer: rows, exact count, sort, paging (all in the URL state). */
export function ListTable<T>({ table, state, onChange, fixed, title, emptyMessage, pageSizes }: ListTableProps<T>) {
  const { t, i18n } = useTranslation('data');
  const result = useQuery(listQueryOptions(table.path, apiQuery(state, { ...table.fixed, ...fixed }), table.fetch));
  useErrorDialogOn(result.error);
  // a role without personal data cannot sort by it either (the order would tell it; the server refuses)
  const pii = useCan('clients.read_pii');
  const columns = useMemo(
    () =>
      table
        .columns({ t, language: i18n.language })
        .map((c) => (!pii && c.sortKey && PII_FIELDS[c.sortKey] ? { ...c, sortKey: undefined } : c)),
    [table, t, i18n.language, pii],
  );
  const pages = pageCount(result.data?.count ?? 0, state.take);
  const rows = result.data?.list ?? (result.isError ? [] : undefined);
  return (
    <>
      <DataTable
        caption={t('table.caption', { list: title, page: state.page + 1, pages })}
        columns={columns}
        rows={rows}
        rowKey={table.rowKey}
        minWidth={table.minWidth}
        dense={table.dense}
        loading={result.isFetching}
        loadingLabel={t('table.loading')}
        emptyMessage={result.isError && !result.data ? t('table.failed') : emptyMessage}
        sort={{
          orderBy: state.orderBy,
          sort: state.sort,
          onSort: (key) => onChange(nextSort(state, key)),
          label: (column) => t('table.sortBy', { column }),
        }}
      />
      <TableFooter
        page={state.page}
        pageCount={pages}
        onPage={(page) => onChange({ page })}
        pageSize={state.take}
        pageSizes={pageSizes}
        onPageSize={(take) => onChange({ take })}
        labels={{
          totalPages: t('table.totalPages', { count: pages }),
          pageSize: t('table.pageSize'),
          navigation: t('table.pagination', { list: title }),
          first: t('table.first'),
          previous: t('table.previous'),
          next: t('table.next'),
          last: t('table.last'),
          page: (page) => t('table.page', { page }),
        }}
      />
    </>
  );
}
