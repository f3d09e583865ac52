import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import type { Invoice } from '../../../shared/contracts/billing';
import { invoiceDisplayStateLabels } from '../../../shared/domain/billing';
import { calendarDateText } from '../../../shared/domain/date-text';
import { formatMoney } from '../../../shared/domain/money';
import { localTimeIn } from '../../../shared/domain/time-zones';
import { loadOnce } from '../../core/load-once';
import { emailColors } from '../../mail/email-colors';
import type { InvoiceRecipient, InvoiceSender } from './invoice-parties';

// An invoice as a PDF (issue 50), drawn with PDFKit: text and lines, not a picture of a page. PDFKit
// writes each page out as it is finished, so the answer streams while later lines are still being laid
// out. The library is loaded with the first PDF, not at the server's start.
const loadPdfKit = loadOnce(async () => (await import('pdfkit')).default);

// Liberation Sans (shipped with pdf.js, already a dependency) covers Latin, Greek and Cyrillic, where the
// PDF standard fonts stop at Western European: a client named 'Łódź Studio' prints as typed.
const fontFile = (name: string) =>
  createRequire(import.meta.url).resolve(`pdfjs-dist/standard_fonts/LiberationSans-${name}.ttf`);

const PAGE_MARGIN = 50;
const colors = {
  text: emailColors.text,
  muted: emailColors.muted,
  line: emailColors.line,
  brand: emailColors.brand,
};

type Doc = PDFKit.PDFDocument;

/** The invoice's file name: its number, or 'invoice-draft' before it has one. */
export const invoicePdfName = (invoice: Pick<Invoice, 'number'>) =>
  `${invoice.number ?? 'invoice-draft'}.pdf`;

export async function streamInvoicePdf(
  invoice: Invoice,
  sender: InvoiceSender,
  recipient: InvoiceRecipient,
): Promise<Readable> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    info: { Title: invoice.number ?? 'Draft invoice', Author: sender.name },
  });
  doc.registerFont('Body', fontFile('Regular'));
  doc.registerFont('Bold', fontFile('Bold'));
  const money = (minor: number) => formatMoney(minor, invoice.currency);

  drawHeader(doc, invoice, sender);
  drawParties(doc, invoice, recipient, sender.timeZone);
  drawItems(doc, invoice, money);
  drawTotals(doc, invoice, money);
  if (invoice.notes) drawNotes(doc, invoice.notes);
  doc.end();
  return doc;
}

const contentWidth = (doc: Doc) => doc.page.width - PAGE_MARGIN * 2;

/** The agency (logo, name, address) on the left; 'Invoice', its number and state on the right. */
function drawHeader(doc: Doc, invoice: Invoice, sender: InvoiceSender) {
  const top = PAGE_MARGIN;
  let y = top;
  if (sender.logo) {
    try {
      doc.image(sender.logo, PAGE_MARGIN, y, { fit: [160, 48] });
      y += 56;
    } catch {
      // A logo PDFKit cannot decode (an unusual or damaged PNG, which browsers may still show) leaves the
      // agency's name alone, as an SVG logo does, rather than failing the client's invoice.
    }
  }
  doc.font('Bold').fontSize(14).fillColor(colors.text).text(sender.name, PAGE_MARGIN, y, { width: 260 });
  if (sender.address)
    doc.font('Body').fontSize(9.5).fillColor(colors.muted).text(sender.address, { width: 260 });
  const leftBottom = doc.y;

  const right = { width: 220, align: 'right' as const };
  const x = doc.page.width - PAGE_MARGIN - right.width;
  doc.font('Bold').fontSize(24).fillColor(colors.brand).text('Invoice', x, top, right);
  doc
    .font('Bold')
    .fontSize(11)
    .fillColor(colors.text)
    .text(invoice.number ?? 'Draft', x, doc.y + 2, right);
  doc
    .font('Body')
    .fontSize(10)
    .fillColor(colors.muted)
    .text(`Status: ${invoiceDisplayStateLabels[invoice.displayState].label}`, x, doc.y + 2, right);
  doc.y = Math.max(leftBottom, doc.y) + 24;
}

/** Bill to on the left; issue, due and paid dates on the right. */
function drawParties(doc: Doc, invoice: Invoice, recipient: InvoiceRecipient, timeZone: string) {
  const top = doc.y;
  label(doc, 'Bill to', PAGE_MARGIN, top);
  doc.font('Bold').fontSize(11).fillColor(colors.text);
  doc.text(recipient.companyName ?? recipient.contactPerson ?? recipient.email, PAGE_MARGIN, doc.y + 2, {
    width: 260,
  });
  doc.font('Body').fontSize(10).fillColor(colors.muted);
  if (recipient.companyName && recipient.contactPerson) doc.text(recipient.contactPerson, { width: 260 });
  if (recipient.email) doc.text(recipient.email, { width: 260 });
  const leftBottom = doc.y;

  const dates: [string, string][] = [
    ['Issue date', invoice.issueDate ? calendarDateText(invoice.issueDate) : 'Not sent yet'],
    [
      'Due date',
      invoice.dueDate ? calendarDateText(invoice.dueDate) : `${invoice.netTermsDays} days after sending`,
    ],
  ];
  if (invoice.paidAt)
    dates.push(['Paid', calendarDateText(localTimeIn(timeZone, new Date(invoice.paidAt)).date)]);
  let y = top;
  const x = doc.page.width - PAGE_MARGIN - 220;
  for (const [name, value] of dates) {
    doc.font('Body').fontSize(10).fillColor(colors.muted).text(name, x, y, { width: 100 });
    doc
      .font('Bold')
      .fillColor(colors.text)
      .text(value, x + 100, y, { width: 120, align: 'right' });
    y += 16;
  }
  doc.y = Math.max(leftBottom, y) + 24;
}

const columns = { quantity: 50, unitPrice: 90, amount: 90 };

/** The lines as a table; a line that would run off the page starts the next one, under the heading again. */
function drawItems(doc: Doc, invoice: Invoice, money: (minor: number) => string) {
  const width = contentWidth(doc);
  const descriptionWidth = width - columns.quantity - columns.unitPrice - columns.amount - 24;
  const cells = (description: string, quantity: string, unitPrice: string, amount: string, y: number) => {
    let x = PAGE_MARGIN;
    doc.text(description, x, y, { width: descriptionWidth });
    const bottom = doc.y;
    x += descriptionWidth + 8;
    doc.text(quantity, x, y, { width: columns.quantity, align: 'right' });
    x += columns.quantity + 8;
    doc.text(unitPrice, x, y, { width: columns.unitPrice, align: 'right' });
    x += columns.unitPrice + 8;
    doc.text(amount, x, y, { width: columns.amount, align: 'right' });
    return bottom;
  };
  const heading = () => {
    doc.font('Bold').fontSize(9).fillColor(colors.muted);
    const bottom = cells('Description', 'Qty', 'Unit price', 'Amount', doc.y);
    rule(doc, bottom + 4);
    doc.y = bottom + 10;
  };

  heading();
  if (invoice.items.length === 0) {
    doc.font('Body').fontSize(10).fillColor(colors.muted).text('No line items.', PAGE_MARGIN, doc.y);
    doc.y += 8;
  }
  for (const item of invoice.items) {
    doc.font('Body').fontSize(10);
    const height = doc.heightOfString(item.description, { width: descriptionWidth });
    if (doc.y + height + 12 > doc.page.height - PAGE_MARGIN) {
      doc.addPage();
      heading();
    }
    doc.font('Body').fontSize(10).fillColor(colors.text);
    const bottom = cells(
      item.description,
      String(item.quantity),
      money(item.unitPriceMinor),
      money(item.quantity * item.unitPriceMinor),
      doc.y,
    );
    rule(doc, bottom + 5);
    doc.y = bottom + 11;
  }
}

/** Subtotal, discount, tax and total, right-aligned under the amounts, kept together on one page. */
function drawTotals(doc: Doc, invoice: Invoice, money: (minor: number) => string) {
  const rows: [string, string][] = [['Subtotal', money(invoice.subtotalMinor)]];
  if (invoice.discountMinor > 0) rows.push(['Discount', `−${money(invoice.discountMinor)}`]);
  rows.push([`Tax (${invoice.taxRateBasisPoints / 100}%)`, money(invoice.taxMinor)]);
  if (doc.y + rows.length * 16 + 40 > doc.page.height - PAGE_MARGIN) doc.addPage();
  const x = doc.page.width - PAGE_MARGIN - 240;
  let y = doc.y + 6;
  for (const [name, value] of rows) {
    doc.font('Body').fontSize(10).fillColor(colors.muted).text(name, x, y, { width: 130 });
    doc.fillColor(colors.text).text(value, x + 130, y, { width: 110, align: 'right' });
    y += 16;
  }
  doc
    .moveTo(x, y)
    .lineTo(x + 240, y)
    .strokeColor(colors.text)
    .lineWidth(0.8)
    .stroke();
  y += 8;
  doc.font('Bold').fontSize(12).fillColor(colors.text).text('Total', x, y, { width: 130 });
  doc.text(money(invoice.totalMinor), x + 110, y, { width: 130, align: 'right' });
  doc.y = y + 30;
}

function drawNotes(doc: Doc, notes: string) {
  if (doc.y + 60 > doc.page.height - PAGE_MARGIN) doc.addPage();
  label(doc, 'Notes', PAGE_MARGIN, doc.y);
  doc
    .font('Body')
    .fontSize(10)
    .fillColor(colors.text)
    .text(notes, PAGE_MARGIN, doc.y + 2, { width: contentWidth(doc) });
}

function label(doc: Doc, text: string, x: number, y: number) {
  doc
    .font('Bold')
    .fontSize(8.5)
    .fillColor(colors.muted)
    .text(text.toUpperCase(), x, y, { characterSpacing: 0.6 });
}

function rule(doc: Doc, y: number) {
  doc
    .moveTo(PAGE_MARGIN, y)
    .lineTo(doc.page.width - PAGE_MARGIN, y)
    .strokeColor(colors.line)
    .lineWidth(0.6)
    .stroke();
}
