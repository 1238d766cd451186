import { Anchor, Badge } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LISTS, CONSOLE_ROUTES, PAGE_SIZE_CHOICES, VERIFICATION_STATUSES, type ConsolePartner } from '@portal/contract';
import type { DataColumn } from '../../../components/ui/data-table';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useListUrlState } from '../../../hooks/use-list-url-state';
import { formatDate } from '../../../lib/format';
import { apiQuery, listUrlConfig } from '../../../lib/list-state';
import { usePartners } from '../api/get-partners';
import { ConsoleList } from './console-list';
import { PartnerCreateButton } from './partner-create-dialog';

const ENABLED = ['true', 'false'] as const;
const PARTNERS_URL = listUrlConfig(LISTS.consolePartners, {
  filters: [
    { name: 'q', kind: 'text' },
    { name: 'agent', kind: 'text' },
    { name: 'verification', kind: 'select', options: VERIFICATION_STATUSES },
    { name: 'enabled', kind: 'select', options: ENABLED },
  ],
  pageSizes: PAGE_SIZE_CHOICES,
});

export const partnerPath = (id: string) => CONSOLE_ROUTES.partner.replace(':id', encodeURIComponent(id));

/** /operator/partners: every partner on the one list engine; filters, sort and page in the address. */
export function PartnersScreen({ canManage = false }: { canManage?: boolean }) {
  const { t, i18n } = useTranslation('console');
  const navigate = useNavigate();
  useDocumentTitle(t('partners.title'));
  const [state, setState] = useListUrlState(PARTNERS_URL);
  const partners = usePartners(apiQuery(state));
  const columns: DataColumn<ConsolePartner>[] = [
    {
      key: 'company',
      header: t('partners.columns.company'),
      sortKey: 'company',
      render: (p) => (
        <Anchor component={Link} to={partnerPath(p.id)}>
          {p.company}
        </Anchor>
      ),
    },
    { key: 'wlpId', header: t('partners.columns.wlpId'), render: (p) => p.wlpId ?? '—' },
    { key: 'owner', header: t('partners.columns.owner'), render: (p) => p.ownerEmail },
    { key: 'agent', header: t('partners.columns.agent'), render: (p) => p.agent },
    { key: 'verification', header: t('partners.columns.verification'), render: (p) => t(`verification.${p.verification}`) },
    {
      key: 'enabled',
      header: t('partners.columns.enabled'),
      render: (p) => (
        <Badge color={p.enabled ? 'green' : 'red'} variant="light">
          {t(p.enabled ? 'partners.enabled' : 'partners.disabled')}
        </Badge>
      ),
    },
    { key: 'created', header: t('partners.columns.created'), sortKey: 'created', render: (p) => formatDate(p.createdDate, i18n.language) },
  ];
  const fields = [
    { name: 'q', kind: 'text' as const, label: t('partners.filters.q') },
    { name: 'agent', kind: 'text' as const, label: t('partners.filters.agent') },
    {
      name: 'verification',
      kind: 'select' as const,
      label: t('partners.filters.verification'),
      options: VERIFICATION_STATUSES.map((v) => ({ value: v, label: t(`verification.${v}`) })),
    },
    {
      name: 'enabled',
      kind: 'select' as const,
      label: t('partners.filters.enabled'),
      options: ENABLED.map((v) => ({ value: v, label: t(v === 'true' ? 'partners.enabled' : 'partners.disabled') })),
    },
  ];
  return (
    <ConsoleList
      name="partners"
      fields={fields}
      state={state}
      setState={setState}
      query={partners}
      columns={columns}
      rowKey={(p) => p.id}
      minWidth={900}
      actions={canManage && <PartnerCreateButton onCreated={(id) => void navigate(partnerPath(id))} />}
    />
  );
}
