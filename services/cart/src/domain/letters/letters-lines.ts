import { inArray } from 'drizzle-orm';
import type { CartLine, Image } from '@storefront/contracts';
import { letterPrints, type Database } from '@storefront/db';
import type { Tx } from '@storefront/server-kit';
import { priceLetters, type LetterSize } from '@storefront/transfers';
import type { StoreCode } from '../cart-owner';
import { dtfSizeLabel } from '../dtf/dtf-size';
import type { LettersSnapshot } from './letters-snapshot';

export interface PricedLettersLine {
  unitPrice: number;
  sizeLabel: string;
  image: Image;
  fields: Pick<CartLine, 'letters'>;
  snapshot: LettersSnapshot;
}

export const lettersPreviewUrl = (id: string) => `/api/cart/letters/${id}/preview.svg`;

/** The line's picture box: 160 px on its long side, the lettering's own shape (its box is 1.25 × the capitals for descenders). */
function pictureOf(id: string, widthIn: number, heightIn: number, alt: string): Image {
  const boxH = heightIn * 1.25;
  const scale = 160 / Math.max(widthIn, boxH);
  return { src: lettersPreviewUrl(id), srcset: '', type: 'image/svg+xml', width: Math.max(1, Math.round(widthIn * scale)), height: Math.max(1, Math.round(boxH * scale)), alt };
}

/** The cart's lettering lines priced now: the characters at the height's tier (`priceLetters`); a line the rules no longer take is absent. */
export async function priceLetterLines(db: Database | Tx, store: StoreCode, lines: readonly { letterPrintId: string; quantity: number }[]): Promise<Map<string, PricedLettersLine>> {
  const out = new Map<string, PricedLettersLine>();
  if (lines.length === 0) return out;
  const rows = await (db as Database).select().from(letterPrints).where(inArray(letterPrints.id, lines.map((l) => l.letterPrintId)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const line of lines) {
    const row = byId.get(line.letterPrintId);
    if (!row) continue;
    const heightIn = row.heightHundredths / 100;
    const priced = priceLetters({ store, text: row.text, letterHeightIn: heightIn as LetterSize, quantity: line.quantity });
    if (!priced.ok) continue;
    const widthIn = row.widthHundredths / 100;
    const letters = { text: row.text, font: row.font as LettersSnapshot['font'], height_in: heightIn, width_in: widthIn, colour: row.colour, characters: priced.value.characters };
    const sizeLabel = dtfSizeLabel(row.widthHundredths, row.heightHundredths);
    out.set(row.id, {
      unitPrice: priced.value.unitPrice.amount,
      sizeLabel,
      image: pictureOf(row.id, widthIn, heightIn, `“${row.text}” lettering, ${sizeLabel}`),
      fields: { letters },
      snapshot: letters,
    });
  }
  return out;
}
