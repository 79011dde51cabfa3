import { ArtworkToolError, stickerOutline } from '@storefront/artwork-tools';
import type { Problem } from '@storefront/server-kit';
import { checkCutLineOffset, priceStickers, type StickerPrice } from '@storefront/transfers';
import type { StoreCode } from '../cart-owner';
import type { ArtworkBlobs } from '../made/artwork';
import type { StickerCut } from './dtf-snapshot';

type Checked<T> = { ok: true; value: T } | { ok: false; problem: Problem };

/**
 * A sticker of the artwork at a printed width: its cut line traced on the server (the outline's
 * box is the sticker, and its price), checked against what the cutter makes — the offset's range,
 * 1–12 in sides, equal sides for a circle or a square, 50 stickers and up — each a 422 saying so.
 */
export async function cutSticker(
  blobs: ArtworkBlobs | undefined,
  artwork: { blobKey: string },
  input: { store: StoreCode; widthIn: number; shape: StickerCut['shape']; offsetIn: number; quantity: number },
): Promise<Checked<{ cut: StickerCut; price: StickerPrice }>> {
  const offset = checkCutLineOffset(input.offsetIn);
  if (!offset.ok) return { ok: false, problem: { ...offset.problem, fieldErrors: { offset_in: [offset.problem.message] } } };
  const blob = blobs ? await blobs.get(artwork.blobKey) : null;
  if (!blob) return { ok: false, problem: { kind: 'pending', code: 'artwork_unavailable', message: 'Your artwork cannot be read right now. Please try again in a moment.' } };
  let outline;
  try {
    outline = await stickerOutline(Buffer.from(blob.bytes), { widthIn: input.widthIn, offsetIn: input.offsetIn, shape: input.shape });
  } catch (error) {
    if (error instanceof ArtworkToolError && error.code === 'empty_artwork') {
      return { ok: false, problem: { kind: 'invalid', code: 'empty_artwork', message: 'This artwork is all transparent: there is nothing to cut a sticker around.' } };
    }
    if (error instanceof ArtworkToolError) return { ok: false, problem: { kind: 'invalid', code: error.code, message: error.message } };
    throw error;
  }
  const price = priceStickers({ store: input.store, shape: input.shape, widthIn: outline.widthIn, heightIn: outline.heightIn, quantity: input.quantity });
  if (!price.ok) {
    const { fieldErrors, ...problem } = price.problem;
    const named = fieldErrors ? Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k === 'quantity' ? 'quantity' : 'width_in', v])) : undefined;
    return { ok: false, problem: { ...problem, ...(named ? { fieldErrors: named } : {}) } };
  }
  return {
    ok: true,
    value: {
      cut: { shape: input.shape, offset_in: input.offsetIn, width_in: outline.widthIn, height_in: outline.heightIn, path: outline.d, box: outline.box },
      price: price.value,
    },
  };
}
