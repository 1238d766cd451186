import { Badge, Code, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_CHOICES, REQUEST_LOG_KEEP, LISTS, REQUEST_LOG_STATUS_FILTERS, type RequestLogEntry } from '@portal/contract';
import type { DataColumn } from '../../../components/ui/data-table';
import { PagedLog } from '../../../components/ui/paged-log';
import { useListUrlState } from '../../../hooks/use-list-url-state';
import { formatCount, formatDateTime } from '../../../lib/format';
import { listUrlConfig } from '../../../lib/list-state';
import { useRequestLog } from '../api/get-request-log';
import { DocsPage } from './docs-page';

const STATUS_LABEL_KEYS = {
  '2xx': 'log.filter.ok',
  '4xx': 'log.filter.clientErrors',
  '5xx': 'log.filter.serverErrors',
  '401': 'log.filter.unauthorized',
  '404': 'log.filter.notFound',
  '417': 'log.filter.invalid',
  rejected: 'log.filter.rejected',
} as const satisfies Record<(typeof REQUEST_LOG_STATUS_FILTERS)[number], string>;

const LOG_URL = listUrlConfig(LISTS.requestLog, {
  filters: [{ name: 'status', kind: 'select', options: REQUEST_LOG_STATUS_FILTERS }],
  pageSizes: PAGE_SIZE_CHOICES,
});

const statusColor = (s: number) => (s < 300 ? 'green' : s < 500 ? 'orange' : 'red');

/** Documentation → Request log: the partner's last 10,000 API calls, newest first, filterable by status. */
export function RequestLogScreen() {
  const { t, i18n } = useTranslation('docs');
  const [{ filters, page, take }, setState] = useListUrlState(LOG_URL);
  const status = filters.status ?? '';
  const log = useRequestLog({ status, skip: page, take });
  const columns: DataColumn<RequestLogEntry>[] = [
    { key: 'time', header: t('log.columns.time'), render: (e) => formatDateTime(e.time, i18n.language) },
    { key: 'method', header: t('log.columns.method'), render: (e) => <Code>{e.method}</Code> },
    { key: 'path', header: t('log.columns.path'), render: (e) => <Code style={{ wordBreak: 'break-all' }}>{e.path}</Code> },
    {
      key: 'status',
      header: t('log.columns.status'),
      render: (e) => (
        <Badge color={statusColor(e.status)} variant="dot" size="lg" miw={68} styles={{ label: { overflow: 'visible' } }}>
          {e.status}
        </Badge>
      ),
    },
    { key: 'duration', header: t('log.columns.duration'), align: 'right', render: (e) => t('log.ms', { ms: e.durationMs.toFixed(1) }) },
    {
      key: 'reason',
      header: t('log.columns.reason'),
      render: (e) =>
        e.error ? (
          <Stack gap={2}>
            <Code>{e.error}</Code>
            {e.reason && <Text size="sm">{e.reason}</Text>}
          </Stack>
        ) : null,
    },
  ];
  return (
    <DocsPage title={t('log.title')} intro={t('log.intro', { keep: formatCount(REQUEST_LOG_KEEP, i18n.language) })}>
      <PagedLog
        filter={{
          label: t('log.filter.label'),
          value: status,
          onChange: (value) => setState({ filters: value ? { status: value } : {} }),
          options: [
            { value: '', label: t('log.filter.all') },
            ...REQUEST_LOG_STATUS_FILTERS.map((s) => ({ value: s, label: t(STATUS_LABEL_KEYS[s]) })),
          ],
        }}
        refresh={{ label: t('log.refresh'), onRefresh: () => void log.refetch(), refreshing: log.isFetching }}
        failed={log.isError}
        error={log.error}
        caption={t('log.caption')}
        columns={columns}
        rows={log.data?.list}
        rowKey={(e) => e.id}
        loading={log.isFetching}
        loadingLabel={t('log.loading')}
        emptyMessage={t('log.empty')}
        page={page}
        pageSize={take}
        count={log.data?.count ?? 0}
        onPage={(p) => setState({ page: p })}
        onPageSize={(size) => setState({ take: size })}
        footer={{
          totalPages: (pages) => t('log.pager.totalPages', { pages: formatCount(pages, i18n.language) }),
          pageSize: t('log.pager.pageSize'),
          navigation: t('log.pager.navigation'),
          first: t('log.pager.first'),
          previous: t('log.pager.previous'),
          next: t('log.pager.next'),
          last: t('log.pager.last'),
          page: (p) => t('log.pager.page', { page: String(p) }),
        }}
      />
    </DocsPage>
  );
}
