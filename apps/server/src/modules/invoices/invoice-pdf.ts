import PDFDocument from 'pdfkit';
import { formatMoney } from '@portal/contract';
import type { Brand } from '../../brands/brands';
import type { InvoiceForPdf } from './invoices.repository';

const dmy = (isoDay: string) => isoDay.split('-').reverse().join('/');

/**
 * The invoice as a PDF, rendered from the invoice row and the partner's brand: brand and company,
 * the partner billed, number, amount (2 fixed decimals, thousands separators), pay-before date and
 * whether it is paid. Standard PDF fonts only, so nothing is read from disk but pdfkit's metrics.
 */
export function renderInvoicePdf(inv: InvoiceForPdf, brand: Brand): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Invoice ${inv.number}`, Author: brand.companyName, Subject: `Invoice ${inv.number} for ${inv.companyName}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 112;
  doc.rect(0, 0, doc.page.width, 96).fill(brand.primaryColor);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(22).text(brand.name, 56, 30, { width });
  doc.font('Helvetica').fontSize(10).text(`${brand.companyName} · ${brand.supportEmail}`, 56, 60, { width });

  doc.fillColor('#111111').font('Helvetica-Bold').fontSize(18).text(`Invoice ${inv.number}`, 56, 130);
  const status = inv.paid ? 'PAID' : 'UNPAID';
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(inv.paid ? '#2b8a3e' : '#c92a2a')
    .text(status, 56, 134, { width, align: 'right' });

  doc.moveDown(2).fillColor('#555555').font('Helvetica').fontSize(10).text('Billed to', 56);
  doc.fillColor('#111111').font('Helvetica-Bold').fontSize(12).text(inv.companyName);
  doc.font('Helvetica').fontSize(10).text(`Partner id ${inv.wlpId}`);

  const rows: Array<[string, string]> = [
    ['Invoice number', inv.number],
    ['Issue date', dmy(inv.issuedDate)],
    ['Pay before', dmy(inv.paybefore)],
    ['Status', inv.paid ? 'Paid' : 'Unpaid'],
    ['Amount', `${inv.currency} ${formatMoney(inv.amount)}`],
  ];
  let y = doc.y + 28;
  for (const [i, [label, value]] of rows.entries()) {
    if (i === rows.length - 1)
      doc
        .moveTo(56, y - 6)
        .lineTo(56 + width, y - 6)
        .strokeColor('#cccccc')
        .stroke();
    const bold = i === rows.length - 1;
    doc
      .fillColor('#555555')
      .font('Helvetica')
      .fontSize(11)
      .text(label, 56, y, { width: width / 2 });
    doc
      .fillColor('#111111')
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 14 : 11)
      .text(value, 56 + width / 2, y, { width: width / 2, align: 'right' });
    y += bold ? 30 : 24;
  }

  doc
    .fillColor('#777777')
    .font('Helvetica')
    .fontSize(9)
    .text(inv.paid ? 'This invoice has been paid. Thank you.' : `Please pay the amount above before ${dmy(inv.paybefore)}.`, 56, y + 24, {
      width,
    })
    .text(`Questions: ${brand.supportEmail}`, { width });
  doc.end();
  return done;
}
