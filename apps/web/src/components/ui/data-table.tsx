import type { ReactNode } from 'react';
import { Center, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { Busy } from './busy';

/** One column: its header (already translated), how a cell shows, and the orderBy it sorts by. */
export interface DataColumn<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** the list call's orderBy value when the column is sortable */
  sortKey?: string;
  align?: 'left' | 'right' | 'center';
  /** a header shown to screen readers only (e.g. the actions column) */
  hiddenHeader?: boolean;
}

export interface DataTableSort {
  orderBy: string;
  sort: 'ASC' | 'DESC';
  onSort: (sortKey: string) => void;
  /** e.g. "Sort by {{column}}" already filled in */
  label: (header: string) => string;
}

export interface DataTableProps<T> {
  caption: string;
  columns: DataColumn<T>[];
  rows: T[] | undefined;
  rowKey: (row: T, index: number) => string;
  loading: boolean;
  loadingLabel: string;
  emptyMessage: string;
  sort?: DataTableSort;
  /** below this width the table scrolls sideways instead of squeezing its cells */
  minWidth?: number;
  /** tighter cells, for tables with many columns */
  dense?: boolean;
}

function SortHeader<T>({ column, sort }: { column: DataColumn<T>; sort: DataTableSort }) {
  const active = sort.orderBy === column.sortKey;
  const Icon = !active ? IconArrowsSort : sort.sort === 'ASC' ? IconArrowUp : IconArrowDown;
  return (
    <UnstyledButton
      onClick={() => sort.onSort(column.sortKey!)}
      aria-label={sort.label(column.header)}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, font: 'inherit', fontWeight: 700, color: 'inherit' }}
    >
      {column.header}
      <Icon size={14} aria-hidden />
    </UnstyledButton>
  );
}

/** The one list table of the portal: columns from configuration, sortable headers, empty and loading rows. */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  loading,
  loadingLabel,
  emptyMessage,
  sort,
  minWidth = 640,
  dense = false,
}: DataTableProps<T>) {
  const ariaSort = (c: DataColumn<T>) =>
    c.sortKey && sort ? (sort.orderBy === c.sortKey ? (sort.sort === 'ASC' ? 'ascending' : 'descending') : 'none') : undefined;
  let body: ReactNode;
  if (!rows) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columns.length}>
          <Center py="lg">
            <Busy size="sm" label={loadingLabel} />
          </Center>
        </Table.Td>
      </Table.Tr>
    );
  } else if (rows.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columns.length}>
          <Text ta="center" py="lg" c="dimmed">
            {emptyMessage}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = rows.map((row, i) => (
      <Table.Tr key={rowKey(row, i)}>
        {columns.map((c) => (
          <Table.Td key={c.key} ta={c.align}>
            {c.render(row)}
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  }
  // Rows hold the focusable content. Without rows (empty or loading) the headers alone can still be wider than a
  // phone, so the scroll area itself takes focus, named by the caption, or the keyboard could not scroll it (WCAG
  // 2.1.1; axe's scrollable-region-focusable).
  const hasRows = !!rows && rows.length > 0;
  const viewportProps = hasRows ? undefined : { tabIndex: 0, role: 'region', 'aria-label': caption, className: 'table-scroll-focus' };
  return (
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ viewportProps }}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="xs"
        horizontalSpacing={dense ? 6 : 'xs'}
        aria-busy={loading}
        style={{ opacity: loading && rows ? 0.6 : 1 }}
      >
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} ta={c.align} aria-sort={ariaSort(c)} scope="col">
                {c.hiddenHeader ? (
                  <VisuallyHidden>{c.header}</VisuallyHidden>
                ) : c.sortKey && sort ? (
                  <SortHeader column={c} sort={sort} />
                ) : (
                  c.header
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
