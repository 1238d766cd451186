import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { LISTS, type Invoice, type ListAnswer, type ListExportQuery } from '@portal/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { exportCsv, parseListOrThrow, runList } from '../../lib/list-run';
import { INVOICES } from './invoices.lists';
import { findInvoiceByKey, insertInvoice, setInvoicePaid, type InvoiceRow } from './invoices.repository';
import { renderInvoicePdf } from './invoice-pdf';

function toInvoice(r: InvoiceRow): Invoice {
  const { attachmentKey, attachmentName, ...rest } = r;
  return { ...rest, attachment: attachmentKey ? { key: attachmentKey, name: attachmentName ?? `${r.number}.pdf` } : null };
}

export async function listInvoices(ctx: AppContext, o: { partnerId: string; query: ListExportQuery }): Promise<ListAnswer<Invoice>> {
  return runList({ db: ctx.db, spec: INVOICES, partnerId: o.partnerId, map: toInvoice }, parseListOrThrow(o.query, LISTS.invoices));
}

export function exportInvoices(ctx: AppContext, o: { partnerId: string; query: ListExportQuery }): { filename: string; stream: Readable } {
  const q = parseListOrThrow(o.query, LISTS.invoices);
  return {
    filename: 'invoices.csv',
    stream: exportCsv({ db: ctx.db, spec: INVOICES, partnerId: o.partnerId, columns: LISTS.invoices.csv }, q),
  };
}

const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_');

/** The invoice PDF behind an attachment key, rendered with the partner's brand; 404 when not the partner's. */
export async function invoicePdf(ctx: AppContext, o: { partnerId: string; key: string }): Promise<{ filename: string; pdf: Buffer }> {
  const inv = await findInvoiceByKey(ctx.db, o.partnerId, o.key);
  if (!inv) throw notFound('invoice');
  const pdf = await renderInvoicePdf(inv, ctx.brands.get(inv.agent));
  return { filename: safeName(inv.attachmentName ?? `${inv.number}.pdf`), pdf };
}

/** Operator: a new unpaid invoice for a partner (its PDF is rendered on download). */
export async function issueInvoice(ctx: AppContext, o: { partnerId: string; amount: string; payBefore: string }): Promise<Invoice> {
  const key = crypto.randomBytes(12).toString('hex');
  return toInvoice(await insertInvoice(ctx.db, { ...o, key, year: ctx.now().getUTCFullYear() }));
}

/** Operator: marks an invoice paid; undefined when no invoice has that number. */
export async function markInvoicePaid(ctx: AppContext, o: { number: string }): Promise<Invoice | undefined> {
  const row = await setInvoicePaid(ctx.db, o.number);
  return row && toInvoice(row);
}
