import type { LISTS } from '@portal/contract';
import { invalid } from '../../lib/errors';
import type { ListSpec } from '../../lib/list/query';
import { isoTs, likeEscape } from '../../lib/list/sql';
import { INVOICE_COLUMNS } from '../invoices/invoices.lists';
import { ALL_PARTNERS } from './console-partners.lists';

/** Every partner's invoices (the partner's own list is `INVOICES`, scoped by its owner). */
export const CONSOLE_INVOICES: ListSpec<typeof LISTS.consoleInvoices> = {
  from: 'invoices i JOIN partners p ON p.id = i.partner_id',
  owner: `'${ALL_PARTNERS}'::text`,
  select: `${INVOICE_COLUMNS}, p.id::text AS "partnerId", p.company_name AS company, p.wlp_id AS "wlpId", p.agent,
    ${isoTs('i.created_at')} AS "createdDate"`,
  filters: {
    partnerId: { kind: 'id', expr: 'i.partner_id', type: 'uuid' },
    q: {
      kind: 'custom',
      sql: (bind, v) => {
        const b = bind(`%${likeEscape(v)}%`);
        return `(p.company_name ILIKE ${b} OR p.wlp_id ILIKE ${b} OR i.number ILIKE ${b})`;
      },
    },
    agent: { kind: 'exact', expr: 'p.agent' },
    paid: {
      kind: 'custom',
      sql: (_bind, v) => {
        if (v !== 'true' && v !== 'false') throw invalid('invalid_param', 'filter', 'paid');
        return v === 'true' ? 'i.paid' : 'NOT i.paid';
      },
    },
  },
  sorts: {
    created: { expr: 'i.created_at', type: 'timestamptz', tie: 'i.id', tieType: 'bigint', tieDesc: true },
    payBefore: { expr: 'i.pay_before', type: 'date', tie: 'i.id', tieType: 'bigint', tieDesc: false },
    number: { expr: 'i.number', type: 'text', tie: 'i.id', tieType: 'bigint', tieDesc: false },
    amount: { expr: 'i.amount', type: 'numeric', tie: 'i.id', tieType: 'bigint', tieDesc: false },
  },
};
