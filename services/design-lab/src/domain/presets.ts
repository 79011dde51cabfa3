import type { MadePresetsResponse, PrintSide } from '@storefront/contracts';
import type { Database } from '@storefront/db';
import { applyPreset, presetsFor, type DesignDocument } from '@storefront/design-document';
import { failed, succeeded, type Outcome } from '@storefront/server-kit';
import { madeProductBySlug, printAreasOf } from './made-products';

/**
 * The presets offered for one side of a made product (spec §7 "presets per side"), each with its
 * layers placed in that area's inches, as @storefront/design-document's `applyPreset` places them
 * on an empty side (layer ids `{preset}-{n}`: the editor renames them when it applies one).
 * Unknown product, or a side the product has no print area on: not found.
 */
export async function presetsOf(db: Database, slug: string, side: PrintSide): Promise<Outcome<MadePresetsResponse>> {
  const made = await madeProductBySlug(db, slug);
  if (!made) return failed({ kind: 'not_found', code: 'made_product_not_found', message: `There is no made product “${slug}” to design on.` });
  const area = (await printAreasOf(db, [made.garmentType])).get(made.garmentType)?.find((a) => a.side === side);
  if (!area) return failed({ kind: 'not_found', code: 'side_not_found', message: `This product has no ${side.replace('_', ' ')} print area.` });
  const size = { width: area.widthIn, height: area.heightIn };
  const empty: DesignDocument = { version: 2, product: made.slug, color: '1', sides: {} };
  const presets = presetsFor(side, size).flatMap((preset) => {
    let n = 0;
    const applied = applyPreset(empty, side, preset.id, size, () => `${preset.id}-${++n}`);
    return applied.ok ? [{ id: preset.id, name: preset.name, layers: applied.value.document.sides[side]?.layers ?? [] }] : [];
  });
  return succeeded({ product: made.slug, side, presets });
}
