import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { DELIVERY_METHOD_LABELS, INVOICE_STATUS_LABELS, type CrafterQuote } from '@storefront/contracts';
import type { CrafterBusiness } from '@storefront/db';
import { drawable, pdfFonts, wrapText } from '@storefront/pdf';
import { formatMoney, STORES } from '@storefront/store-config';

const PAGE = { width: 612, height: 792, margin: 48 };
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);
const IMAGE_BOX = 56;

/** A line's own picture (the crafter's upload, re-encoded to PNG), by line id. */
export type LineImages = ReadonlyMap<string, Uint8Array>;

/**
 * The quote, or once accepted the invoice, as one PDF: the crafter's business and tax numbers, the
 * customer, the dates, every line with its picture, the totals with each tax line, the deposit and
 * balance, and what was paid. Set in DejaVu Sans (subset), so names print as written. Pages break
 * between lines.
 */
export async function renderQuotePdf(quote: CrafterQuote, business: CrafterBusiness, images: LineImages): Promise<Uint8Array> {
  const fonts = pdfFonts();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fonts.fontkit);
  const regular = await doc.embedFont(fonts.regular, { subset: true });
  const bold = await doc.embedFont(fonts.bold, { subset: true });
  const isInvoice = quote.invoice_status !== null;
  const kind = isInvoice ? 'Invoice' : 'Quote';
  doc.setTitle(`${kind} ${quote.number} — ${business.businessName}`);
  doc.setProducer('Storefront crafter portal');
  doc.setCreationDate(new Date(quote.updated_at));
  const store = STORES[quote.store];
  const money = (minor: number) => formatMoney(minor, quote.store, { showCode: quote.store === 'ca' });
  const day = (iso: string) => new Intl.DateTimeFormat(store.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const width = PAGE.width - 2 * PAGE.margin;

  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const room = (needed: number) => {
    if (y - needed >= PAGE.margin) return;
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  const write = (s: string, font: PDFFont, size: number, opts: { x?: number; w?: number; color?: typeof INK } = {}) => {
    for (const line of wrapText(drawable(s, fonts.covers), font, size, opts.w ?? width)) {
      room(size * 1.4);
      y -= size * 1.4;
      page.drawText(line, { x: opts.x ?? PAGE.margin, y, size, font, color: opts.color ?? INK });
    }
  };
  const right = (s: string, font: PDFFont, size: number, atY: number, x = PAGE.width - PAGE.margin) => {
    const text = drawable(s, fonts.covers);
    page.drawText(text, { x: x - font.widthOfTextAtSize(text, size), y: atY, size, font, color: INK });
  };

  write(business.businessName, bold, 18);
  write(business.email, regular, 10, { color: MUTED });
  for (const tax of taxNumbers(business)) write(tax, regular, 10, { color: MUTED });
  y -= 10;
  write(`${kind} ${quote.number}`, bold, 22);
  write(quote.title, regular, 13);
  if (isInvoice) write(`Status: ${INVOICE_STATUS_LABELS[quote.invoice_status!]}`, bold, 11);
  y -= 6;
  const facts: [string, string][] = [
    ['For', quote.customer ? `${quote.customer.name} <${quote.customer.email}>` : '—'],
    ['Issued', day(quote.issued_on)],
    ['Valid until', day(quote.valid_until)],
    ['Due', day(quote.due_on)],
    ['Delivery', DELIVERY_METHOD_LABELS[quote.delivery_method]],
    ...(quote.ship_to ? [['Ship to', shipTo(quote.ship_to)] as [string, string]] : []),
  ];
  for (const [label, value] of facts) {
    const top = y;
    write(label, bold, 10, { w: 90 });
    const afterLabel = y;
    y = top;
    write(value, regular, 10, { x: PAGE.margin + 100, w: width - 100 });
    y = Math.min(y, afterLabel);
  }
  y -= 12;
  rule(page, y);

  const embedded = new Map<string, PDFImage>();
  for (const line of quote.lines) {
    const bytes = images.get(line.id);
    if (bytes && !embedded.has(line.id)) embedded.set(line.id, await doc.embedPng(bytes));
  }
  for (const line of quote.lines) {
    room(IMAGE_BOX + 16);
    const top = y - 8;
    const image = embedded.get(line.id);
    if (image) {
      const scale = Math.min(IMAGE_BOX / image.width, IMAGE_BOX / image.height);
      page.drawImage(image, { x: PAGE.margin, y: top - image.height * scale, width: image.width * scale, height: image.height * scale });
    }
    const textX = PAGE.margin + IMAGE_BOX + 12;
    const textW = width - IMAGE_BOX - 12 - 130;
    y = top + 2;
    write(line.title, bold, 11, { x: textX, w: textW });
    const details = [
      line.color_name,
      line.sizes.length > 0 ? line.sizes.map((s) => `${s.size} × ${s.quantity}`).join(', ') : null,
      line.description,
    ].filter(Boolean);
    for (const d of details) write(d!, regular, 9.5, { x: textX, w: textW, color: MUTED });
    write(`${line.quantity} × ${money(line.unit_price)}`, regular, 9.5, { x: textX, w: textW, color: MUTED });
    right(money(line.line_total), bold, 11, top - 11);
    y = Math.min(y, top - IMAGE_BOX) - 10;
    rule(page, y);
  }

  y -= 8;
  const totals: [string, number, PDFFont][] = [
    ['Subtotal', quote.totals.subtotal, regular],
    ['Shipping', quote.totals.shipping, regular],
    ...quote.totals.tax_lines.map((t) => [t.name, t.amount, regular] as [string, number, PDFFont]),
    ['Total', quote.totals.total, bold],
    [`Deposit${quote.deposit_rule.kind === 'percent' ? ` (${quote.deposit_rule.basis_points / 100}%)` : ''}`, quote.totals.deposit.amount, regular],
    ['Balance', quote.totals.balance.amount, regular],
    ...(isInvoice ? ([['Paid', quote.paid, regular], ['Balance due', quote.balance_due, bold]] as [string, number, PDFFont][]) : []),
  ];
  for (const [label, amount, font] of totals) {
    room(16);
    y -= 15;
    right(label, font, 10.5, y, PAGE.width - PAGE.margin - 110);
    right(money(amount), font, 10.5, y);
  }
  if (quote.payments.length > 0) {
    y -= 10;
    write('Payments', bold, 11);
    for (const p of quote.payments) {
      write(`${p.part === 'deposit' ? 'Deposit' : 'Balance'} ${money(p.amount)} on ${day(p.paid_at.slice(0, 10))}${p.card ? ` (${p.card.brand} ending ${p.card.last4})` : ''}`, regular, 10);
    }
  }
  if (quote.message) {
    y -= 10;
    write(quote.message, regular, 10);
  }
  return doc.save();
}

function taxNumbers(b: CrafterBusiness): string[] {
  return [b.ein ? `EIN ${b.ein}` : null, b.gstHstNumber ? `GST/HST ${b.gstHstNumber}` : null, b.qstNumber ? `QST ${b.qstNumber}` : null].filter((s): s is string => s !== null);
}

function shipTo(a: NonNullable<CrafterQuote['ship_to']>): string {
  return [a.name, a.line1, a.line2, `${a.city}, ${a.region} ${a.postal_code}`, a.country === 'CA' ? 'Canada' : 'United States'].filter(Boolean).join(', ');
}

function rule(page: PDFPage, y: number): void {
  page.drawLine({ start: { x: PAGE.margin, y }, end: { x: PAGE.width - PAGE.margin, y }, thickness: 0.6, color: rgb(0.75, 0.75, 0.8) });
}
