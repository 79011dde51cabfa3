import { ownedDtfArtworkForCart, type Database } from '@storefront/db';
import { failed, type Outcome, type Problem } from '@storefront/server-kit';
import { checkSheetLayout, priceGangSheet, type LayoutImage } from '@storefront/transfers';
import type { CartOwner, StoreCode } from '../cart-owner';
import { dtfSizeOf, lowResolutionProblem } from '../dtf/dtf-size';
import type { WrittenDtfLine } from '../dtf/write-dtf-line';
import { snapshotOfSheet, type SheetImageSource } from './gang-sheet-snapshot';
import { writeGangSheetLine } from './gang-sheet-writes';

export interface BuiltGangSheetInput {
  store: StoreCode;
  widthIn: number;
  lengthIn: number;
  marginIn: number;
  images: { artworkId: string; artworkVersion?: number; widthIn: number }[];
  placements: { image: number; x: number; y: number; rotated: boolean }[];
  quantity: number;
  acceptLowResolution: boolean;
}

/** An invalid problem on one request field, its message repeated there (as @storefront/transfers' own). */
function invalidAt(code: string, field: string, message: string): Outcome<never> {
  return failed({ kind: 'invalid', code, message, fieldErrors: { [field]: [message] } } satisfies Problem);
}

/** @storefront/transfers names its inputs in camelCase (`images.0.widthIn`); the request spells them in snake_case. */
function asRequestFields(problem: Problem): Problem {
  if (!problem.fieldErrors) return problem;
  const snake = (path: string) => path.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return { ...problem, fieldErrors: Object.fromEntries(Object.entries(problem.fieldErrors).map(([k, v]) => [snake(k), v])) };
}

/** The sheet's image names, made unique: one artwork may be on it at two widths. */
function imageIds(names: readonly string[], widths: readonly number[]): string[] {
  const seen = new Map<string, number>();
  for (const name of names) seen.set(name, (seen.get(name) ?? 0) + 1);
  const ids = names.map((name, i) => (seen.get(name)! > 1 ? `${name} at ${widths[i]} in` : name));
  // the same artwork twice at the same width: numbered
  return ids.map((id, i) => (ids.indexOf(id) === i ? id : `${id} (${i + 1})`));
}

/**
 * POST /api/users/dtf_artworks/gang_sheet_add_to_cart: a sheet laid out in the builder, as one cart
 * line (`quantity` sheets). Each image is one of the owner's artworks (a version of it, or the one
 * in use) at a printed width; its height comes from the artwork's pixels, never from the browser,
 * and under 100 DPI it needs the shopper's OK. The layout is checked by @storefront/transfers'
 * checkSheetLayout (inside the sheet, a margin apart) and priced by the sheet's length; all of it
 * before the one transaction that writes.
 */
export async function addBuiltGangSheet(db: Database, owner: CartOwner, input: BuiltGangSheetInput): Promise<Outcome<WrittenDtfLine>> {
  const price = priceGangSheet({ store: input.store, widthIn: input.widthIn, lengthIn: input.lengthIn });
  if (!price.ok) return failed(asRequestFields(price.problem));
  const sources: (SheetImageSource & { widthIn: number; heightIn: number })[] = [];
  for (const [index, image] of input.images.entries()) {
    const artwork = await ownedDtfArtworkForCart(db, image.artworkId, owner, image.artworkVersion);
    if (!artwork) {
      return failed({ kind: 'not_found', code: 'dtf_artwork_not_found', message: `Artwork ${index + 1} of the sheet is not in your library${image.artworkVersion ? ' at that version' : ''}.` });
    }
    const size = dtfSizeOf(artwork.width, artwork.height, image.widthIn);
    if (size.quality === 'blocked' && !input.acceptLowResolution) return failed(lowResolutionProblem(size, `“${artwork.name}”`));
    sources.push({
      artwork_id: artwork.id,
      artwork_version: artwork.version,
      name: artwork.name,
      pixel_width: artwork.width,
      pixel_height: artwork.height,
      widthIn: size.widthHundredths / 100,
      heightIn: size.heightHundredths / 100,
    });
  }
  const ids = imageIds(
    sources.map((s) => s.name),
    sources.map((s) => s.widthIn),
  );
  const bad = input.placements.findIndex((p) => p.image >= sources.length);
  if (bad >= 0) return invalidAt('image_not_on_sheet', `placements.${bad}.image`, `Placement ${bad + 1} names image ${input.placements[bad]!.image + 1}, but the sheet has ${sources.length}.`);
  const images: LayoutImage[] = sources.map((s, i) => ({ id: ids[i]!, widthIn: s.widthIn, heightIn: s.heightIn }));
  const checked = checkSheetLayout({
    widthIn: input.widthIn,
    lengthIn: input.lengthIn,
    marginIn: input.marginIn,
    images,
    placements: input.placements.map((p) => ({ id: ids[p.image]!, x: p.x, y: p.y, rotated: p.rotated })),
  });
  if (!checked.ok) return failed(asRequestFields(checked.problem));
  const snapshot = snapshotOfSheet(checked.value, (id) => sources[ids.indexOf(id)]!);
  return writeGangSheetLine(db, owner, { store: input.store, sheet: snapshot, quantity: input.quantity });
}
