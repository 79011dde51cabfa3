import { sql } from 'drizzle-orm';
import type { Database } from '../client/create-database';
import { rowsOf } from '../client/rows';

export interface AssetArtSeed {
  catalogNumber: string;
  artSeed: number;
  /** pictures the catalog shows of it (its composition's image_count, at most 3) */
  views: number;
}

/**
 * The digital-assets service's named read for the catalog (ARCHITECTURE §3.1): every asset's art
 * seed by catalog number, so the catalog's image route draws an asset's pictures from the same
 * seed the service draws its downloads and print files from. One small statement (a row per
 * asset); the catalog holds the answer and reads it again at most once a minute.
 */
export async function assetArtSeeds(db: Database): Promise<AssetArtSeed[]> {
  return rowsOf<AssetArtSeed>(
    await db.execute(sql`
      select p.catalog_number as "catalogNumber", a.art_seed as "artSeed", least(coalesce(max(c.image_count), 1), 3)::int as views
      from digital_assets.assets a
      join catalog.products p on p.id = a.product_id
      left join catalog.compositions c on c.product_id = p.id
      group by p.catalog_number, a.art_seed`),
  );
}
