import { and, eq } from 'drizzle-orm';
import { carts, letterPrints, type Database } from '@storefront/db';
import { letteringOutline, letteringSvg } from '@storefront/design-document/print';
import { failed, succeeded, type Outcome } from '@storefront/server-kit';
import { ownedBy, type CartOwner } from '../cart-owner';
import type { LettersSnapshot } from './letters-snapshot';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /api/cart/letters/{id}/preview.svg: the line set in its font and colour, for its owner (in
 * the cart, and in the order after: the closed cart still owns it). Outlines only: no font, no
 * script, nothing the browser fetches.
 */
export async function lettersPreview(db: Database, owner: CartOwner | null, id: string): Promise<Outcome<string>> {
  const missing = { kind: 'not_found', code: 'letters_not_found', message: 'No such lettering.' } as const;
  if (!owner || !UUID.test(id)) return failed(missing);
  const [row] = await db
    .select({ text: letterPrints.text, font: letterPrints.font, height: letterPrints.heightHundredths, colour: letterPrints.colour })
    .from(letterPrints)
    .innerJoin(carts, eq(carts.id, letterPrints.cartId))
    .where(and(eq(letterPrints.id, id), ownedBy(owner)))
    .limit(1);
  if (!row) return failed(missing);
  const outline = letteringOutline({ text: row.text, font: row.font as LettersSnapshot['font'], heightIn: row.height / 100 });
  return succeeded(letteringSvg(outline, row.colour));
}
