import { assetArtSeeds, designImageKey, type Database } from '@storefront/db';

/**
 * Digital assets' art seeds by image key, with how many pictures each shows: the only designs the
 * image route draws (as CatalogColors for garments: an unknown key costs a map lookup, never a
 * render). Read through the digital-assets schema's named read at most once per `refreshMs`, and
 * never on a miss, so a new asset is drawable within that.
 */
export class AssetArtSeeds {
  private seeds = new Map<string, { seed: number; views: number }>();
  private loadedAt = -Infinity;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly refreshMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The art seed of the asset whose image key is `key`, when the catalog shows `view` (0..2) of it. */
  async seedOf(key: string, view: number): Promise<number | undefined> {
    if (this.now() - this.loadedAt >= this.refreshMs) await this.refresh();
    const found = this.seeds.get(key);
    return found && view < found.views ? found.seed : undefined;
  }

  private refresh(): Promise<void> {
    this.loading ??= this.load().finally(() => (this.loading = null));
    return this.loading;
  }

  private async load(): Promise<void> {
    const seeds = new Map<string, { seed: number; views: number }>();
    for (const r of await assetArtSeeds(this.db)) seeds.set(designImageKey(r.catalogNumber), { seed: r.artSeed, views: r.views });
    this.seeds = seeds;
    this.loadedAt = this.now();
  }
}
