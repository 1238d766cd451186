import { Badge, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LISTS, PAGE_SIZE_CHOICES, type ConsoleInvoice } from '@portal/contract';
import type { DataColumn } from '../../../components/ui/data-table';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useListUrlState } from '../../../hooks/use-list-url-state';
import { formatDate } from '../../../lib/format';
import { apiQuery, listUrlConfig } from '../../../lib/list-state';
import { notify } from '../../../lib/notify';
import { downloadInvoice } from '../api/download-invoice';
import { useInvoices } from '../api/get-invoices';
import { useMarkInvoicePaid } from '../api/mark-invoice-paid';
import { ConsoleList } from './console-list';
import { InvoiceIssueButton } from './invoice-issue-dialog';
import { PartnerSelect } from './partner-select';

const PAID = ['true', 'false'] as const;
const INVOICES_URL = listUrlConfig(LISTS.consoleInvoices, {
  filters: [
    { name: 'partnerId', kind: 'text' },
    { name: 'q', kind: 'text' },
    { name: 'agent', kind: 'text' },
    { name: 'paid', kind: 'select', options: PAID },
  ],
  pageSizes: PAGE_SIZE_CHOICES,
});

/** /operator/invoices: every invoice (or one partner's), issue one, mark paid, download the PDF. */
export function InvoicesScreen() {
  const { t, i18n } = useTranslation('console');
  useDocumentTitle(t('invoices.title'));
  const showError = useErrorDialog();
  const [state, setState] = useListUrlState(INVOICES_URL);
  const invoices = useInvoices(apiQuery(state));
  const markPaid = useMarkInvoicePaid();
  const money = (x: ConsoleInvoice) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency: x.currency }).format(Number(x.amount));
  const columns: DataColumn<ConsoleInvoice>[] = [
    { key: 'number', header: t('invoices.columns.number'), sortKey: 'number', render: (x) => x.number },
    { key: 'partner', header: t('invoices.columns.partner'), render: (x) => `${x.company} (${x.wlpId})` },
    { key: 'amount', header: t('invoices.columns.amount'), sortKey: 'amount', render: money },
    {
      key: 'payBefore',
      header: t('invoices.columns.payBefore'),
      sortKey: 'payBefore',
      render: (x) => formatDate(x.paybefore, i18n.language),
    },
    { key: 'created', header: t('invoices.columns.created'), sortKey: 'created', render: (x) => formatDate(x.createdDate, i18n.language) },
    {
      key: 'paid',
      header: t('invoices.columns.paid'),
      render: (x) => (
        <Badge color={x.paid ? 'green' : 'orange'} variant="light" tt="none" miw="max-content">
          {t(x.paid ? 'invoices.paid' : 'invoices.unpaid')}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t('invoices.columns.actions'),
      render: (x) => (
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            aria-label={t('invoices.pdfOf', { number: x.number })}
            onClick={() => void downloadInvoice(x.number).catch((e: unknown) => showError(e))}
          >
            {t('invoices.pdf')}
          </Button>
          {!x.paid && (
            <Button
              size="xs"
              aria-label={t('invoices.markPaidOf', { number: x.number })}
              loading={markPaid.isPending && markPaid.variables === x.number}
              onClick={() =>
                markPaid.mutate(x.number, {
                  onSuccess: () => notify({ message: t('invoices.markedPaid', { number: x.number }), kind: 'success' }),
                  onError: (e) => showError(e),
                })
              }
            >
              {t('invoices.markPaid')}
            </Button>
          )}
        </Group>
      ),
    },
  ];
  const fields = [
    {
      name: 'partnerId',
      kind: 'custom' as const,
      label: t('invoices.filters.partnerId'),
      render: (value: string, onChange: (v: string) => void) => (
        <PartnerSelect value={value || null} onChange={(v) => onChange(v ?? '')} clearable label={t('invoices.filters.partnerId')} />
      ),
    },
    { name: 'q', kind: 'text' as const, label: t('invoices.filters.q') },
    { name: 'agent', kind: 'text' as const, label: t('invoices.filters.agent') },
    {
      name: 'paid',
      kind: 'select' as const,
      label: t('invoices.filters.paid'),
      options: PAID.map((v) => ({ value: v, label: t(v === 'true' ? 'invoices.paid' : 'invoices.unpaid') })),
    },
  ];
  return (
    <ConsoleList
      name="invoices"
      fields={fields}
      state={state}
      setState={setState}
      query={invoices}
      columns={columns}
      rowKey={(x) => x.number}
      minWidth={900}
      actions={<InvoiceIssueButton />}
    />
  );
}
