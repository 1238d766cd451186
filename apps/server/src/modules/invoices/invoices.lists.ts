import type { LISTS } from '@portal/contract';
import type { ListSpec } from '../../lib/list/query';

export const INVOICE_COLUMNS = `i.number, i.amount::text AS amount, i.currency, to_char(i.pay_before, 'YYYY-MM-DD') AS paybefore, i.paid,
  i.attachment_key AS "attachmentKey", i.attachment_name AS "attachmentName"`;

/** Invoices have no filters (partner-portal §2); a partner has a few per month, counted over its index. */
export const INVOICES: ListSpec<typeof LISTS.invoices> = {
  from: 'invoices i',
  owner: 'i.partner_id',
  select: INVOICE_COLUMNS,
  filters: {},
  sorts: {
    payBefore: { expr: 'i.pay_before', type: 'date', tie: 'i.id', tieType: 'bigint', tieDesc: false, index: { name: 'invoices_list_idx' } },
    number: { expr: 'i.number', type: 'text', tie: 'i.id', tieType: 'bigint', tieDesc: false },
    amount: { expr: 'i.amount', type: 'numeric', tie: 'i.id', tieType: 'bigint', tieDesc: false },
  },
};
