import { APPAREL_BRANDS } from './apparel-brands';
import { ASSET_AUTHORS } from './digital-asset-authors';
import { HOUSE_BRANDS } from './house-brands';

export interface DemoBrand {
  slug: string;
  name: string;
  description: string;
}

/** Every brand the demo catalog uses: the mills first, then the store's house labels, then the asset studios. */
export const DEMO_BRANDS: readonly DemoBrand[] = [
  ...APPAREL_BRANDS.map(({ slug, name, description }) => ({ slug, name, description })),
  ...Object.values(HOUSE_BRANDS),
  ...ASSET_AUTHORS.map(({ slug, name, description }) => ({ slug, name, description })),
];

const bySlug = new Map(DEMO_BRANDS.map((b) => [b.slug, b]));

export function brandOf(slug: string): DemoBrand {
  const b = bySlug.get(slug);
  if (!b) throw new Error(`unknown brand ${slug}`);
  return b;
}
