import { Button, Group, NativeSelect } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { PAGE_SIZE_CHOICES } from '@portal/contract';
import { DataTable, type DataTableProps } from './data-table';
import { PageError, refusedForRole } from './page-error';
import { TableFooter, type TableFooterProps } from './table-footer';

export interface PagedLogProps<T> extends DataTableProps<T> {
  /** one select that narrows the log (a status), labels already translated; '' is "all"; absent where a filter bar does it */
  filter?: { label: string; value: string; options: Array<{ value: string; label: string }>; onChange: (value: string) => void };
  refresh: { label: string; onRefresh: () => void; refreshing: boolean };
  /** the log could not be read: an error with a retry instead of the table */
  failed: boolean;
  /** The failure, when there is one: a refusal for the member's role is told apart. */
  error?: unknown;
  /** page index from 0, rows per page and the rows matching the filter over all pages */
  page: number;
  pageSize: number;
  count: number;
  onPage: (page: number) => void;
  /** a new page size; the caller goes back to the first page */
  onPageSize: (size: number) => void;
  footer: Omit<TableFooterProps['labels'], 'totalPages'> & { totalPages: (pages: number) => string };
}

/**
 * A log screen's table (partner API request log, webhook deliveries): a filter and a refresh
 * button above the table, 'Total pages', page size and pagination below it.
 */
export function PagedLog<T>({
  filter,
  refresh,
  failed,
  error,
  page,
  pageSize,
  count,
  onPage,
  onPageSize,
  footer,
  ...table
}: PagedLogProps<T>) {
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  // refused for the member's role: only why, no filter or refresh that could not help
  if (failed && refusedForRole(error)) return <PageError onRetry={refresh.onRefresh} error={error} />;
  return (
    <>
      <Group align="flex-end" justify={filter ? 'space-between' : 'flex-end'}>
        {filter && (
          <NativeSelect
            label={filter.label}
            value={filter.value}
            onChange={(e) => filter.onChange(e.currentTarget.value)}
            data={filter.options}
          />
        )}
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={refresh.onRefresh}
          loading={refresh.refreshing}
        >
          {refresh.label}
        </Button>
      </Group>
      {failed ? (
        <PageError onRetry={refresh.onRefresh} error={error} />
      ) : (
        <div>
          <DataTable {...table} />
          <TableFooter
            page={page}
            pageCount={pageCount}
            onPage={onPage}
            pageSize={pageSize}
            pageSizes={PAGE_SIZE_CHOICES}
            onPageSize={onPageSize}
            labels={{ ...footer, totalPages: footer.totalPages(pageCount) }}
          />
        </div>
      )}
    </>
  );
}
