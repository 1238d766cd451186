import { useState } from 'react';
import { Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, AUDIT_ACTORS, LISTS, PAGE_SIZE_CHOICES, type AuditEntry } from '@portal/contract';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { FilterBar } from '../../../components/ui/filter-bar';
import { TableFooter } from '../../../components/ui/table-footer';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useListUrlState } from '../../../hooks/use-list-url-state';
import { formatDateTime } from '../../../lib/format';
import { apiQuery, listUrlConfig, nextSort, pageCount } from '../../../lib/list-state';
import { exportAudit } from '../api/export-audit';
import { AuditChanges } from '../../../components/ui/audit-changes';
import { useAudit } from '../api/get-audit';

/** The screen's filter fields: the descriptor's filters, as selects, a text box and two days. */
const AUDIT_URL = listUrlConfig(LISTS.audit, {
  filters: [
    { name: 'actor', kind: 'select', options: AUDIT_ACTORS },
    { name: 'actorEmail', kind: 'text' },
    { name: 'action', kind: 'select', options: AUDIT_ACTIONS },
    { name: 'from', kind: 'date' },
    { name: 'to', kind: 'date' },
  ],
  pageSizes: PAGE_SIZE_CHOICES,
});

/**
 * /account/audit: the partner's audit log, newest first, on the one list engine: filters
 * (actor, e-mail, action, date range), sort and page in the address, CSV export of the filtered log.
 */
export function AuditScreen() {
  const { t, i18n } = useTranslation('audit');
  useDocumentTitle(t('title'));
  const showError = useErrorDialog();
  const [state, setState] = useListUrlState(AUDIT_URL);
  const query = apiQuery(state);
  const log = useAudit(query);
  const [exporting, setExporting] = useState(false);
  const pages = pageCount(log.data?.count ?? 0, state.take);
  const actionLabel = (a: string) => ((AUDIT_ACTIONS as readonly string[]).includes(a) ? t(`actions.${a}` as 'actions.export.csv') : a);
  const columns: DataColumn<AuditEntry>[] = [
    { key: 'time', header: t('columns.time'), sortKey: 'time', render: (e) => formatDateTime(e.time, i18n.language) },
    {
      key: 'actor',
      header: t('columns.actor'),
      render: (e) => (
        <Stack gap={0}>
          <Text size="sm">{t(`actors.${e.actor}`)}</Text>
          {e.actorEmail && <Text size="xs">{e.actorEmail}</Text>}
        </Stack>
      ),
    },
    { key: 'action', header: t('columns.action'), render: (e) => actionLabel(e.action) },
    {
      key: 'target',
      header: t('columns.target'),
      render: (e) => (e.target ? <Code style={{ wordBreak: 'break-all' }}>{e.target}</Code> : null),
    },
    { key: 'changes', header: t('columns.changes'), render: (e) => <AuditChanges changes={e.changes} /> },
    {
      key: 'address',
      header: t('columns.address'),
      render: (e) => (
        <Stack gap={0}>
          {e.ip && <Text size="sm">{e.ip}</Text>}
          {e.userAgent && (
            <Text size="xs" c="dimmed" lineClamp={2} title={e.userAgent}>
              {e.userAgent}
            </Text>
          )}
        </Stack>
      ),
    },
  ];
  const fields = [
    {
      name: 'actor',
      kind: 'select' as const,
      label: t('filters.actor'),
      options: AUDIT_ACTORS.map((a) => ({ value: a, label: t(`actors.${a}`) })),
    },
    { name: 'actorEmail', kind: 'text' as const, label: t('filters.actorEmail') },
    {
      name: 'action',
      kind: 'select' as const,
      label: t('filters.action'),
      options: AUDIT_ACTIONS.map((a) => ({ value: a, label: actionLabel(a) })),
    },
    { name: 'from', kind: 'date' as const, label: t('filters.from') },
    { name: 'to', kind: 'date' as const, label: t('filters.to') },
  ];
  const runExport = () => {
    setExporting(true);
    const { filter, orderBy, sort } = query;
    exportAudit({ filter, orderBy, sort })
      .catch(showError)
      .finally(() => setExporting(false));
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text size="sm" maw={760}>
            {t('intro')}
          </Text>
        </div>
        <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={runExport} loading={exporting}>
          {t('export')}
        </Button>
      </Group>
      <Paper withBorder p="md">
        <FilterBar
          key={JSON.stringify(state.filters)}
          fields={fields}
          values={state.filters}
          onApply={(filters) => setState({ filters })}
          labels={{ apply: t('filters.apply'), reset: t('filters.reset'), anyOption: t('filters.any'), region: t('filters.region') }}
        />
      </Paper>
      <Paper withBorder p="md">
        <DataTable
          caption={t('table.caption', { page: state.page + 1, pages })}
          columns={columns}
          rows={log.data?.list ?? (log.isError ? [] : undefined)}
          rowKey={(e) => e.id}
          minWidth={960}
          dense
          loading={log.isFetching}
          loadingLabel={t('table.loading')}
          emptyMessage={log.isError ? t('table.failed') : t('table.empty')}
          sort={{
            orderBy: state.orderBy,
            sort: state.sort,
            onSort: (key) => setState(nextSort(state, key)),
            label: (column) => t('table.sortBy', { column }),
          }}
        />
        <TableFooter
          page={state.page}
          pageCount={pages}
          onPage={(page) => setState({ page })}
          pageSize={state.take}
          pageSizes={PAGE_SIZE_CHOICES}
          onPageSize={(take) => setState({ take })}
          labels={{
            totalPages: t('table.totalPages', { count: pages }),
            pageSize: t('table.pageSize'),
            navigation: t('table.pagination'),
            first: t('table.first'),
            previous: t('table.previous'),
            next: t('table.next'),
            last: t('table.last'),
            page: (page) => t('table.page', { page }),
          }}
        />
      </Paper>
    </Stack>
  );
}
