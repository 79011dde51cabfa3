import type { Problem } from '@storefront/server-kit';
import { BLOCK_BELOW_DPI, dpiAt, heightForWidth, priceDtfTransfer, transferQuality, type DtfTransferPrice, type TransferQuality } from '@storefront/transfers';
import type { StoreCode } from '../cart-owner';

/** A printed size of an artwork, in hundredths of an inch (what is stored and priced), with its resolution. */
export interface DtfSize {
  widthHundredths: number;
  heightHundredths: number;
  dpi: number;
  quality: TransferQuality;
}

/** "4 in", "3.5 in": inches to the hundredth, without trailing zeros. */
export function formatInches(hundredths: number): string {
  return `${Number((hundredths / 100).toFixed(2))}`;
}

/** "4 × 3.5 in": how a transfer's size is named on the line, in the order and to the shop. */
export function dtfSizeLabel(widthHundredths: number, heightHundredths: number): string {
  return `${formatInches(widthHundredths)} × ${formatInches(heightHundredths)} in`;
}

/**
 * The artwork printed `widthIn` wide: the width to the hundredth of an inch, the height from the
 * artwork's own aspect ratio (the browser's height is never taken), and the DPI at that size.
 */
export function dtfSizeOf(pixelWidth: number, pixelHeight: number, widthIn: number): DtfSize {
  const widthHundredths = Math.round(widthIn * 100);
  const width = widthHundredths / 100;
  const heightHundredths = Math.round(heightForWidth(pixelWidth, pixelHeight, width) * 100);
  const dpi = dpiAt(pixelWidth, width);
  return { widthHundredths, heightHundredths, dpi, quality: transferQuality(dpi) };
}

export interface CheckedDtfSize {
  size: DtfSize;
  price: DtfTransferPrice;
}

/**
 * Whether transfers of this artwork can be printed `widthIn` wide, `quantity` of them: within the
 * press (422 naming the allowed range, from @storefront/transfers), and at 100 DPI or more unless
 * the shopper accepted the lower resolution (422 `low_resolution`, the design lab's gate).
 */
export function checkDtfSize(
  artwork: { width: number; height: number },
  input: { store: StoreCode; widthIn: number; quantity: number; preCut: boolean; acceptLowResolution: boolean },
): { ok: true; value: CheckedDtfSize } | { ok: false; problem: Problem } {
  // under a hundredth of an inch there is no size to compute: the press's range says what is allowed
  const widthIn = Math.round(input.widthIn * 100) >= 1 ? input.widthIn : 0;
  const size = widthIn > 0 ? dtfSizeOf(artwork.width, artwork.height, widthIn) : { widthHundredths: 0, heightHundredths: 0, dpi: 0, quality: 'blocked' as const };
  const price = priceDtfTransfer({
    store: input.store,
    widthIn: size.widthHundredths / 100,
    heightIn: size.heightHundredths / 100,
    quantity: input.quantity,
    preCut: input.preCut,
  });
  if (!price.ok) {
    const { fieldErrors, ...problem } = price.problem;
    // the price function names its own inputs (widthIn, heightIn); the request only has width_in and quantity
    const named = fieldErrors ? Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k === 'quantity' ? 'quantity' : 'width_in', v])) : undefined;
    return { ok: false, problem: { ...problem, ...(named ? { fieldErrors: named } : {}) } };
  }
  if (size.quality === 'blocked' && !input.acceptLowResolution) return { ok: false, problem: lowResolutionProblem(size) };
  return { ok: true, value: { size, price: price.value } };
}

/** 422 `low_resolution`: the design lab's gate, under 100 DPI only with the shopper's OK. `what` names the artwork where several are sent at once. */
export function lowResolutionProblem(size: DtfSize, what = 'this artwork'): Problem {
  return {
    kind: 'invalid',
    code: 'low_resolution',
    message: `At ${dtfSizeLabel(size.widthHundredths, size.heightHundredths)} ${what} prints at ${Math.floor(size.dpi)} DPI, under the ${BLOCK_BELOW_DPI} DPI we print without your OK: it may look blurry. Choose a smaller size, or accept the lower resolution.`,
    fieldErrors: { accept_low_resolution: [`is needed under ${BLOCK_BELOW_DPI} DPI`] },
  };
}
