import { Group, NativeSelect, Pagination, Text } from '@mantine/core';

export interface TableFooterProps {
  /** page index from 0 */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  pageSize: number;
  /** page-size choices; without them no selector is shown (invoices, detail sub-tables) */
  pageSizes?: readonly number[];
  onPageSize?: (size: number) => void;
  labels: {
    totalPages: string;
    pageSize: string;
    navigation: string;
    first: string;
    previous: string;
    next: string;
    last: string;
    page: (page: number) => string;
  };
}

/** Table footer: 'Total pages', the page-size selector and the pagination (partner-portal §2). */
export function TableFooter({ page, pageCount, onPage, pageSize, pageSizes, onPageSize, labels }: TableFooterProps) {
  return (
    <Group justify="space-between" mt="sm" gap="sm" wrap="wrap">
      <Group gap="lg">
        <Text size="sm">{labels.totalPages}</Text>
        {pageSizes && onPageSize && (
          <NativeSelect
            size="xs"
            label={labels.pageSize}
            data={pageSizes.map(String)}
            value={String(pageSize)}
            onChange={(e) => onPageSize(Number(e.currentTarget.value))}
            styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 }, label: { marginBottom: 0 } }}
          />
        )}
      </Group>
      <nav aria-label={labels.navigation}>
        <Pagination
          total={pageCount}
          value={Math.min(page + 1, pageCount)}
          onChange={(p) => onPage(p - 1)}
          withEdges
          size="sm"
          getControlProps={(control) => ({ 'aria-label': labels[control] })}
          getItemProps={(p) => ({ 'aria-label': labels.page(p) })}
        />
      </nav>
    </Group>
  );
}
