import { Anchor, Code, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, CONSOLE_AUDIT_LIST, PAGE_SIZE_CHOICES, type ConsoleAuditEntry } from '@portal/contract';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { FilterBar } from '../../../components/ui/filter-bar';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useListUrlState } from '../../../hooks/use-list-url-state';
import { formatDateTime } from '../../../lib/format';
import { apiQuery, listUrlConfig, nextSort, pageCount } from '../../../lib/list-state';
import { useConsoleAudit } from '../api/get-console-audit';
import { ConsoleTableFooter } from './console-table-footer';
import { partnerPath } from './partners-screen';

const AUDIT_URL = listUrlConfig(CONSOLE_AUDIT_LIST, {
  filters: [
    { name: 'operator', kind: 'text' },
    { name: 'partner', kind: 'text' },
    { name: 'action', kind: 'select', options: AUDIT_ACTIONS },
    { name: 'from', kind: 'date' },
    { name: 'to', kind: 'date' },
  ],
  pageSizes: PAGE_SIZE_CHOICES,
});

/** What changed, as key: value lines. */
const Changes = ({ changes }: { changes: Record<string, unknown> }) => (
  <Stack gap={0}>
    {Object.entries(changes).map(([k, v]) => (
      <Text key={k} size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
        {k}: {typeof v === 'string' ? v : JSON.stringify(v)}
      </Text>
    ))}
  </Stack>
);

/** /operator/audit: every operator action, searchable by operator, partner, action and days. */
export function ConsoleAuditScreen() {
  const { t, i18n } = useTranslation('console');
  const { t: ta } = useTranslation('audit');
  useDocumentTitle(t('audit.title'));
  const [state, setState] = useListUrlState(AUDIT_URL);
  const log = useConsoleAudit(apiQuery(state));
  const pages = pageCount(log.data?.count ?? 0, state.take);
  const actionLabel = (a: string) => ((AUDIT_ACTIONS as readonly string[]).includes(a) ? ta(`actions.${a}` as 'actions.export.csv') : a);
  const columns: DataColumn<ConsoleAuditEntry>[] = [
    { key: 'time', header: t('audit.columns.time'), sortKey: 'time', render: (e) => formatDateTime(e.time, i18n.language) },
    { key: 'operator', header: t('audit.columns.operator'), render: (e) => e.operatorEmail ?? t('audit.commandLine') },
    {
      key: 'partner',
      header: t('audit.columns.partner'),
      render: (e) =>
        e.partnerId ? (
          <Anchor component={Link} to={partnerPath(e.partnerId)} size="sm">
            {e.partnerCompany} ({e.wlpId})
          </Anchor>
        ) : (
          t('audit.platform')
        ),
    },
    { key: 'action', header: t('audit.columns.action'), render: (e) => actionLabel(e.action) },
    {
      key: 'target',
      header: t('audit.columns.target'),
      render: (e) => (e.target ? <Code style={{ wordBreak: 'break-all' }}>{e.target}</Code> : null),
    },
    { key: 'changes', header: t('audit.columns.changes'), render: (e) => <Changes changes={e.changes} /> },
    { key: 'ip', header: t('audit.columns.ip'), render: (e) => e.ip },
  ];
  const fields = [
    { name: 'operator', kind: 'text' as const, label: t('audit.filters.operator') },
    { name: 'partner', kind: 'text' as const, label: t('audit.filters.partner') },
    {
      name: 'action',
      kind: 'select' as const,
      label: t('audit.filters.action'),
      options: AUDIT_ACTIONS.map((a) => ({ value: a, label: actionLabel(a) })),
    },
    { name: 'from', kind: 'date' as const, label: t('audit.filters.from') },
    { name: 'to', kind: 'date' as const, label: t('audit.filters.to') },
  ];
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('audit.title')}</Title>
        <Text size="sm">{t('audit.intro')}</Text>
      </div>
      <Paper withBorder p="md">
        <FilterBar
          key={JSON.stringify(state.filters)}
          fields={fields}
          values={state.filters}
          onApply={(filters) => setState({ filters })}
          labels={{ apply: t('list.apply'), reset: t('list.reset'), anyOption: t('list.any'), region: t('audit.filters.region') }}
        />
      </Paper>
      <Paper withBorder p="md">
        <DataTable
          caption={t('audit.caption', { page: state.page + 1, pages })}
          columns={columns}
          rows={log.data?.list ?? (log.isError ? [] : undefined)}
          rowKey={(e) => e.id}
          minWidth={960}
          dense
          loading={log.isFetching}
          loadingLabel={t('list.loading')}
          emptyMessage={log.isError ? t('list.failed') : t('list.empty')}
          sort={{
            orderBy: state.orderBy,
            sort: state.sort,
            onSort: (key) => setState(nextSort(state, key)),
            label: (column) => t('list.sortBy', { column }),
          }}
        />
        <ConsoleTableFooter state={state} pages={pages} setState={setState} navigation={t('audit.pagination')} />
      </Paper>
    </Stack>
  );
}
