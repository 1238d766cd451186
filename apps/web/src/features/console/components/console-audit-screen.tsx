import { Anchor, Code } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, LISTS, PAGE_SIZE_CHOICES, type ConsoleAuditEntry } from '@portal/contract';
import type { DataColumn } from '../../../components/ui/data-table';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useListUrlState } from '../../../hooks/use-list-url-state';
import { formatDateTime } from '../../../lib/format';
import { apiQuery, listUrlConfig } from '../../../lib/list-state';
import { useConsoleAudit } from '../api/get-console-audit';
import { AuditChanges } from '../../../components/ui/audit-changes';
import { ConsoleList } from './console-list';
import { partnerPath } from './partners-screen';

const AUDIT_URL = listUrlConfig(LISTS.consoleAudit, {
  filters: [
    { name: 'operator', kind: 'text' },
    { name: 'partner', kind: 'text' },
    { name: 'action', kind: 'select', options: AUDIT_ACTIONS },
    { name: 'from', kind: 'date' },
    { name: 'to', kind: 'date' },
  ],
  pageSizes: PAGE_SIZE_CHOICES,
});

/** /operator/audit: every operator action, searchable by operator, partner, action and days. */
export function ConsoleAuditScreen() {
  const { t, i18n } = useTranslation('console');
  const { t: ta } = useTranslation('audit');
  useDocumentTitle(t('audit.title'));
  const [state, setState] = useListUrlState(AUDIT_URL);
  const log = useConsoleAudit(apiQuery(state));
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
    { key: 'changes', header: t('audit.columns.changes'), render: (e) => <AuditChanges changes={e.changes} /> },
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
    <ConsoleList
      name="audit"
      fields={fields}
      state={state}
      setState={setState}
      query={log}
      columns={columns}
      rowKey={(e) => e.id}
      minWidth={960}
      dense
    />
  );
}
