import { one, type Queryable } from '../../db/db';
import { INVOICE_COLUMNS } from './invoices.lists';

export interface InvoiceRow {
  number: string;
  amount: string;
  currency: string;
  paybefore: string;
  paid: boolean;
  attachmentKey: string | null;
  attachmentName: string | null;
}

export interface InvoiceForPdf extends InvoiceRow {
  issuedDate: string;
  companyName: string;
  wlpId: string;
  agent: string;
}

/** The invoice behind an attachment key, with what its PDF shows; only the owner's. */
export function findInvoiceByKey(db: Queryable, partnerId: string, key: string): Promise<InvoiceForPdf | undefined> {
  return one<InvoiceForPdf>(
    db,
    `SELECT ${INVOICE_COLUMNS}, to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "issuedDate",
            p.company_name AS "companyName", p.wlp_id AS "wlpId", p.agent
       FROM invoices i JOIN partners p ON p.id = i.partner_id
      WHERE i.partner_id = $1 AND i.attachment_key = $2`,
    [partnerId, key],
  );
}

export async function insertInvoice(
  db: Queryable,
  o: { partnerId: string; amount: string; payBefore: string; year: number; key: string },
): Promise<InvoiceRow> {
  const row = await one<InvoiceRow>(
    db,
    `WITH n AS (SELECT 'INV-' || $3::text || '-' || lpad(nextval('invoice_number_seq')::text, 6, '0') AS number)
     INSERT INTO invoices AS i (partner_id, number, amount, pay_before, attachment_key, attachment_name)
     SELECT $1, n.number, $2::numeric, $4::date, $5, n.number || '.pdf' FROM n
     RETURNING ${INVOICE_COLUMNS}`,
    [o.partnerId, o.amount, String(o.year), o.payBefore, o.key],
  );
  return row!;
}

/** Marks an unpaid invoice paid; undefined when no unpaid invoice has that number. */
export function setInvoicePaid(db: Queryable, number: string): Promise<(InvoiceRow & { partnerId: string }) | undefined> {
  return one<InvoiceRow & { partnerId: string }>(
    db,
    `UPDATE invoices i SET paid = true WHERE i.number = $1 AND NOT i.paid RETURNING ${INVOICE_COLUMNS}, i.partner_id::text AS "partnerId"`,
    [number],
  );
}

/** An invoice by its number, with its partner. */
export function findInvoiceByNumber(db: Queryable, number: string): Promise<(InvoiceRow & { partnerId: string }) | undefined> {
  return one<InvoiceRow & { partnerId: string }>(
    db,
    `SELECT ${INVOICE_COLUMNS}, i.partner_id::text AS "partnerId" FROM invoices i WHERE i.number = $1`,
    [number],
  );
}
