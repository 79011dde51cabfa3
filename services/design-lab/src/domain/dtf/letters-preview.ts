import type { LettersPreviewResponse } from '@storefront/contracts';
import type { FontId } from '@storefront/design-document';
import { letteringOutline } from '@storefront/design-document/print';
import type { StoreCode } from '@storefront/store-config';
import { priceLetters, type LetterSize } from '@storefront/transfers';
import { succeeded, type Outcome } from '@storefront/server-kit';

/**
 * Letters preview: the line set in a bundled font (`letteringOutline`, as the cart and the shop's
 * file set it) with its capitals `heightIn` tall, as SVG path data in inches, y down from the
 * capitals' top, and its price. The price function checks the text, the height and the quantity (422 with the
 * allowed range), so nothing is drawn for a line that cannot be ordered.
 */
export function lettersPreview(input: { store: StoreCode; text: string; font: FontId; heightIn: number; quantity: number }): Outcome<LettersPreviewResponse> {
  const priced = priceLetters({ store: input.store, text: input.text, letterHeightIn: input.heightIn as LetterSize, quantity: input.quantity });
  if (!priced.ok) return priced;
  const line = letteringOutline({ text: input.text, font: input.font, heightIn: input.heightIn });
  return succeeded({
    text: input.text,
    font: input.font,
    height_in: input.heightIn,
    width_in: line.widthIn,
    path: line.d,
    characters: priced.value.characters,
    unit_price: priced.value.unitPrice,
    total: priced.value.total,
  });
}
