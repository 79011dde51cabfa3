import { spanglePattern, ArtworkToolError, type SpanglePattern } from '@storefront/artwork-tools';
import type { Problem } from '@storefront/server-kit';
import { priceSpangles, STONE_GAP_MM, STONE_SIZES, stoneColourCounts, stoneColoursNamed, type SpanglePrice } from '@storefront/transfers';
import type { StoreCode } from '../cart-owner';
import type { ArtworkBlobs } from '../made/artwork';
import type { SpangleLayout } from './dtf-snapshot';

type Checked<T> = { ok: true; value: T } | { ok: false; problem: Problem };

/** The artwork is read at most this many pixels on its long side: several pixels a stone at any size the press takes. */
export const SPANGLE_READ_PX = 1200;

/**
 * The stones of a spangle transfer of the artwork `widthIn` wide: one size on a hex grid over its
 * opaque parts, each the nearest of the colours chosen (@storefront/artwork-tools), drawn
 * `previewWidth` px wide.
 */
export async function spangleStones(
  artworkBytes: Uint8Array,
  input: { widthIn: number; stoneSize: SpangleLayout['stone_size']; colours: readonly string[]; previewWidth?: number },
): Promise<Checked<SpanglePattern>> {
  try {
    return {
      ok: true,
      value: await spanglePattern(Buffer.from(artworkBytes), {
        stoneSizeMm: STONE_SIZES[input.stoneSize],
        gapMm: STONE_GAP_MM.default,
        widthIn: input.widthIn,
        palette: stoneColoursNamed(input.colours).map((c) => c.hex),
        maxSidePx: SPANGLE_READ_PX,
        previewWidth: input.previewWidth ?? 16,
      }),
    };
  } catch (error) {
    if (error instanceof ArtworkToolError) return { ok: false, problem: { kind: 'invalid', code: error.code, message: error.message.replace(/^spanglePattern: /, '') } };
    throw error;
  }
}

/** The stones laid out and priced by their count (@storefront/transfers: 10 to 5,000 stones, a 422 saying so). */
export async function layOutSpangles(
  blobs: ArtworkBlobs | undefined,
  artwork: { blobKey: string },
  input: { store: StoreCode; widthIn: number; stoneSize: SpangleLayout['stone_size']; colours: readonly string[]; quantity: number },
): Promise<Checked<{ layout: SpangleLayout; price: SpanglePrice }>> {
  const blob = blobs ? await blobs.get(artwork.blobKey) : null;
  if (!blob) return { ok: false, problem: { kind: 'pending', code: 'artwork_unavailable', message: 'Your artwork cannot be read right now. Please try again in a moment.' } };
  const stones = await spangleStones(blob.bytes, input);
  if (!stones.ok) return stones;
  const pattern = stones.value;
  const price = priceSpangles({ store: input.store, stoneCount: pattern.count, stoneSize: input.stoneSize, quantity: input.quantity });
  if (!price.ok) return price;
  return {
    ok: true,
    value: {
      price: price.value,
      layout: {
        stone_size: input.stoneSize,
        colours: stoneColoursNamed(input.colours).map((c) => c.name),
        stone_count: pattern.count,
        counts: stoneColourCounts(pattern.counts, input.colours).map((c) => ({ name: c.name, count: c.count })),
      },
    },
  };
}
