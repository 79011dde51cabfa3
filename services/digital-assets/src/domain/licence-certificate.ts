import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { LICENCE_TERMS } from '@storefront/contracts';
import { digitalPurchasesOf, type Database, type DigitalPurchase } from '@storefront/db';
import { failed, succeeded, type Outcome } from '@storefront/server-kit';
import { STORES, type StoreCode } from '@storefront/store-config';
import { capOf, usageOf } from './purchases';

/** The buyer as the certificate names them (the signed-in account's name and email). */
export interface Licensee {
  id: string;
  name: string;
  email: string;
}

// the day a purchase was made is a day in the store's own zone (as the cart dates its coupons)
const STORE_TIME_ZONES: Record<StoreCode, string> = { us: 'America/New_York', ca: 'America/Toronto' };

/** A certificate's number: the order's and the line's own random tail, so it is stable and unique per bought line. */
export function certificateNumber(p: Pick<DigitalPurchase, 'orderNumber' | 'orderLineId'>): string {
  return `DAL-${p.orderNumber}-${p.orderLineId.replace(/-/g, '').slice(-12).toUpperCase()}`;
}

/** What the certificate says, line by line (the PDF lays it out; tests read it back). */
export function certificateText(p: DigitalPurchase, buyer: Licensee, cap: number | null): { heading: string; fields: [string, string][]; terms: string[]; footer: string } {
  const locale = STORES[p.store].locale;
  const number = new Intl.NumberFormat(locale);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: STORE_TIME_ZONES[p.store] }).format(p.placedAt);
  const terms = LICENCE_TERMS[p.licence];
  const licences = p.quantity === 1 ? terms.label : `${terms.label} × ${p.quantity}`;
  const units =
    cap === null
      ? 'Unlimited'
      : p.quantity === 1
        ? number.format(cap)
        : `${number.format(cap)} (${number.format(cap / p.quantity)} per licence × ${p.quantity} licences)`;
  return {
    heading: 'Licence certificate',
    fields: [
      ['Certificate number', certificateNumber(p)],
      ['Licensee', `${buyer.name} <${buyer.email}>`],
      ['Asset', p.title],
      ['Catalog number', p.catalogNumber],
      ['Author', p.author],
      ['Licence', licences],
      ['Printed units allowed', units],
      ['Print-on-demand as is', terms.podAsIs === 'always' || p.podAsIs ? 'Allowed' : 'Not allowed'],
      ['Order', p.orderNumber],
      ['Purchased', day],
    ],
    terms: [...terms.terms],
    footer: 'This certificate is issued to the licensee named above and is not transferable. Keep it with your records.',
  };
}

/**
 * The buyer's licence certificate for one bought line, as a one-page PDF; another user's line (or
 * a line that is no longer a licence: refunded, canceled) is not found.
 */
export async function licenceCertificate(db: Database, buyer: Licensee, orderLineId: string, now: Date): Promise<Outcome<{ pdf: Uint8Array; filename: string }>> {
  const [purchase] = await digitalPurchasesOf(db, buyer.id, { orderLineId });
  if (!purchase) return failed({ kind: 'not_found', code: 'licence_not_found', message: 'There is no licence of yours with that id.' });
  const usage = (await usageOf(db, [orderLineId])).get(orderLineId);
  const text = certificateText(purchase, buyer, capOf(purchase, usage));
  const pdf = await renderCertificate(text, now);
  return succeeded({ pdf, filename: `licence-${certificateNumber(purchase).toLowerCase()}.pdf` });
}

const PAGE = { width: 612, height: 792, margin: 56 };

async function renderCertificate(text: ReturnType<typeof certificateText>, now: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${text.heading} ${text.fields[0]![1]}`);
  doc.setProducer('Storefront digital assets');
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const width = PAGE.width - 2 * PAGE.margin;
  let y = PAGE.height - PAGE.margin;
  const write = (s: string, font: PDFFont, size: number, x = PAGE.margin, w = width) => {
    for (const line of wrap(printable(s, font), font, size, w)) {
      y -= size * 1.35;
      page.drawText(line, { x, y, size, font, color: rgb(0.1, 0.1, 0.12) });
    }
  };
  write(text.heading, bold, 24);
  y -= 12;
  rule(page, y);
  y -= 8;
  for (const [label, value] of text.fields) {
    const top = y;
    write(label, bold, 10.5, PAGE.margin, 150);
    const afterLabel = y;
    y = top;
    write(value, regular, 10.5, PAGE.margin + 160, width - 160);
    y = Math.min(y, afterLabel) - 4;
  }
  y -= 10;
  write('Terms', bold, 13);
  for (const term of text.terms) write(`• ${term}`, regular, 10.5, PAGE.margin + 8, width - 8);
  y -= 16;
  rule(page, y);
  write(text.footer, regular, 9);
  return doc.save();
}

function rule(page: PDFPage, y: number): void {
  page.drawLine({ start: { x: PAGE.margin, y }, end: { x: PAGE.width - PAGE.margin, y }, thickness: 0.75, color: rgb(0.7, 0.7, 0.75) });
}

/**
 * Text the standard font can draw: its character set is WinAnsi (Latin-1 and a few more), so an
 * accented letter outside it falls back to its base letter and anything else to '?'. Embedding
 * a Unicode font would keep every name whole (noted in CONTEXT.md).
 */
export function printable(s: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  let out = '';
  for (const ch of s.normalize('NFC')) {
    if (known.has(ch.codePointAt(0)!)) out += ch;
    else {
      const base = ch.normalize('NFD').replace(/\p{M}+/gu, '');
      out += base !== '' && [...base].every((c) => known.has(c.codePointAt(0)!)) ? base : '?';
    }
  }
  return out;
}

function wrap(s: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of s.split(/\s+/)) {
    const next = line === '' ? word : `${line} ${word}`;
    if (line !== '' && font.widthOfTextAtSize(next, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line !== '') lines.push(line);
  return lines.length > 0 ? lines : [''];
}
