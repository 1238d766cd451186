import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONSOLE_ROUTES, CONSOLE_TICKET_STATES, LISTS, PAGE_SIZE_CHOICES, type ConsoleTicket } from '@portal/contract';
import type { DataColumn } from '../../../components/ui/data-table';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useListUrlState } from '../../../hooks/use-list-url-state';
import { formatDateTime } from '../../../lib/format';
import { apiQuery, listUrlConfig } from '../../../lib/list-state';
import { useTickets } from '../api/get-tickets';
import { ConsoleList } from './console-list';
import { STATE_COLORS } from './ticket-thread';

const TICKETS_URL = listUrlConfig(LISTS.consoleTickets, {
  filters: [
    { name: 'q', kind: 'text' },
    { name: 'state', kind: 'select', options: CONSOLE_TICKET_STATES },
  ],
  pageSizes: PAGE_SIZE_CHOICES,
});

export const ticketPath = (id: string) => CONSOLE_ROUTES.ticket.replace(':id', encodeURIComponent(id));

/** Whole hours (or days) since a moment: how long the ticket waits. */
function waited(since: string, t: (k: 'tickets.hours' | 'tickets.days', o: { count: number }) => string) {
  const hours = Math.max(0, Math.floor((Date.now() - new Date(since).getTime()) / 3_600_000));
  return hours >= 48 ? t('tickets.days', { count: Math.floor(hours / 24) }) : t('tickets.hours', { count: hours });
}

/** /operator/tickets: the support queue, waiting for the bank first, then the longest wait first. */
export function TicketsScreen() {
  const { t, i18n } = useTranslation('console');
  useDocumentTitle(t('tickets.title'));
  const [state, setState] = useListUrlState(TICKETS_URL);
  const tickets = useTickets(apiQuery(state));
  const columns: DataColumn<ConsoleTicket>[] = [
    {
      key: 'title',
      header: t('tickets.columns.title'),
      render: (x) => (
        <Anchor component={Link} to={ticketPath(x.id)}>
          {x.title}
        </Anchor>
      ),
    },
    {
      key: 'state',
      header: t('tickets.columns.state'),
      sortKey: 'queue',
      render: (x) => (
        <Badge color={STATE_COLORS[x.state]} variant="light" tt="none" miw="max-content">
          {t(`tickets.states.${x.state}`)}
        </Badge>
      ),
    },
    { key: 'waiting', header: t('tickets.columns.waiting'), render: (x) => waited(x.lastMessageDate, t) },
    { key: 'partner', header: t('tickets.columns.partner'), render: (x) => `${x.company ?? '—'} · ${x.email}` },
    {
      key: 'created',
      header: t('tickets.columns.created'),
      sortKey: 'created',
      render: (x) => formatDateTime(x.createdDate, i18n.language),
    },
  ];
  const fields = [
    { name: 'q', kind: 'text' as const, label: t('tickets.filters.q') },
    {
      name: 'state',
      kind: 'select' as const,
      label: t('tickets.filters.state'),
      options: CONSOLE_TICKET_STATES.map((s) => ({ value: s, label: t(`tickets.states.${s}`) })),
    },
  ];
  return (
    <ConsoleList
      name="tickets"
      fields={fields}
      state={state}
      setState={setState}
      query={tickets}
      columns={columns}
      rowKey={(x) => x.id}
      minWidth={900}
    />
  );
}
