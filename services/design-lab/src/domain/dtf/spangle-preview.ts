import { and, eq } from 'drizzle-orm';
import type { SpanglePatternResponse } from '@storefront/contracts';
import { ArtworkToolError, spanglePattern, type SpanglePattern } from '@storefront/artwork-tools';
import { dtfArtworkVersions, type Database } from '@storefront/db';
import { dtfSpanglePreviewUrl } from '@storefront/routing';
import { failed, succeeded, type Outcome } from '@storefront/server-kit';
import type { StoreCode } from '@storefront/store-config';
import { dtfPressRangeText, fitsDtfPress, priceSpangles, SPANGLE_QUANTITY_TIERS, STONE_GAP_MM, STONE_SIZES, stoneColourCounts, stoneColoursNamed, type StoneSize } from '@storefront/transfers';
import type { BlobStore } from '@storefront/uploads';
import type { ProjectOwner } from '../project-owner';
import { artworkNotFoundProblem, ownedArtwork } from './dtf-artworks';

export interface SpangleRequest {
  id: string;
  version: number | undefined;
  stoneSize: StoneSize;
  widthIn: number;
  colours: string[];
  quantity: number;
}

/** The artwork is read at most this many pixels on its long side, as the cart does. */
const READ_PX = 1200;

async function patternOf(
  db: Database,
  blobs: Pick<BlobStore, 'get'>,
  owner: ProjectOwner | null,
  r: SpangleRequest,
  previewWidth: number,
): Promise<Outcome<{ artworkId: string; version: number; heightIn: number; pattern: SpanglePattern }>> {
  const artwork = await ownedArtwork(db, owner, r.id);
  if (!artwork) return failed(artworkNotFoundProblem);
  const version = r.version ?? artwork.currentVersion;
  const [row] = await db.select().from(dtfArtworkVersions).where(and(eq(dtfArtworkVersions.artworkId, artwork.id), eq(dtfArtworkVersions.version, version))).limit(1);
  if (!row) return failed({ kind: 'not_found', code: 'dtf_version_not_found', message: `This artwork has no version ${version}.` });
  const heightIn = Math.round(((r.widthIn * row.height) / row.width) * 100) / 100;
  if (!fitsDtfPress(r.widthIn, heightIn)) {
    return failed({ kind: 'invalid', code: 'transfer_size_out_of_range', message: `A spangle transfer is ${dtfPressRangeText()} (this is ${r.widthIn} × ${heightIn} in).`, fieldErrors: { width_in: ['is outside the press'] } });
  }
  const blob = await blobs.get(row.blobKey);
  if (!blob) return failed({ kind: 'not_found', code: 'dtf_file_missing', message: 'The file of this artwork is missing. Please upload it again.' });
  try {
    const pattern = await spanglePattern(Buffer.from(blob.bytes), {
      stoneSizeMm: STONE_SIZES[r.stoneSize],
      gapMm: STONE_GAP_MM.default,
      widthIn: r.widthIn,
      palette: stoneColoursNamed(r.colours).map((c) => c.hex),
      maxSidePx: READ_PX,
      previewWidth,
    });
    return succeeded({ artworkId: artwork.id, version, heightIn, pattern });
  } catch (error) {
    if (error instanceof ArtworkToolError) return failed({ kind: 'invalid', code: error.code, message: error.message.replace(/^spanglePattern: /, '') });
    throw error;
  }
}

/**
 * GET /api/users/dtf_artworks/{id}/spangle (§7 "spangle"): the stones a spangle transfer of the
 * artwork would have at a width, stone size and colours — the count per colour, the price of that
 * count at the quantity and each tier, and where its picture is. The cart's spangle_add lays them
 * out with the same tool and the same reading size, so the count shown is the count charged.
 */
export async function spanglePreview(
  db: Database,
  blobs: Pick<BlobStore, 'get'>,
  owner: ProjectOwner | null,
  r: SpangleRequest & { store: StoreCode },
): Promise<Outcome<SpanglePatternResponse>> {
  const laid = await patternOf(db, blobs, owner, r, 16);
  if (!laid.ok) return laid;
  const { pattern } = laid.value;
  const price = priceSpangles({ store: r.store, stoneCount: pattern.count, stoneSize: r.stoneSize, quantity: r.quantity });
  if (!price.ok) return price;
  const tiers = [];
  for (const tier of SPANGLE_QUANTITY_TIERS) {
    const at = priceSpangles({ store: r.store, stoneCount: pattern.count, stoneSize: r.stoneSize, quantity: tier.minQuantity });
    if (!at.ok) return at;
    tiers.push({ min_quantity: tier.minQuantity, max_quantity: tier.maxQuantity, unit_price: at.value.unitPrice });
  }
  return succeeded({
    artwork_id: laid.value.artworkId,
    version: laid.value.version,
    stone_size: r.stoneSize,
    stone_mm: STONE_SIZES[r.stoneSize],
    width_in: r.widthIn,
    height_in: laid.value.heightIn,
    stone_count: pattern.count,
    pitch_mm: pattern.pitchMm,
    colours: stoneColourCounts(pattern.counts, r.colours),
    preview_url: dtfSpanglePreviewUrl(laid.value.artworkId, { version: laid.value.version, stoneSize: r.stoneSize, widthIn: r.widthIn, colours: r.colours }),
    quantity: r.quantity,
    unit_price: price.value.unitPrice,
    total: price.value.total,
    tiers,
  });
}

/** GET /api/users/dtf_artworks/{id}/spangle.png: the stones as discs in their colours, 800 px wide. */
export async function spanglePreviewPng(db: Database, blobs: Pick<BlobStore, 'get'>, owner: ProjectOwner | null, r: SpangleRequest): Promise<Outcome<Buffer>> {
  const laid = await patternOf(db, blobs, owner, r, 800);
  return laid.ok ? succeeded(laid.value.pattern.previewPng) : laid;
}
