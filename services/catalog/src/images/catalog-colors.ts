import { sql } from 'drizzle-orm';
import { drawableGarment, normalizeHex, rowsOf, type Database } from '@storefront/db';
import { GARMENTS } from './garment-drawings';

/** Colours image URLs use when a product has none (product cards) or an unreadable hex (normalizeHex). */
const FALLBACK_HEXES = ['e5e7eb', '9ca3af'];

const keyOf = (garment: string, hex: string) => `${garment}-${hex}`;

/**
 * The garment × colour pairs the catalog sells, with how many views (front, back, detail) each
 * shows: the only images the renderer draws. Any other of the 16.7 million colours would cost a
 * render (hundreds of ms of CPU) per request, which a few clients could use to slow every shopper.
 *
 * Read from the catalog at most once per `refreshMs` (a new colour is drawable within that), and
 * never on a miss, so unknown colours cost a map lookup.
 */
export class CatalogColors {
  private views = new Map<string, number>();
  private loadedAt = -Infinity;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly refreshMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the catalog shows `view` (0..2) of `garment` in `hex` (six lower-case hex digits). */
  async has(garment: string, hex: string, view: number): Promise<boolean> {
    if (this.now() - this.loadedAt >= this.refreshMs) await this.refresh();
    return view < (this.views.get(keyOf(garment, hex)) ?? 0);
  }

  private refresh(): Promise<void> {
    this.loading ??= this.load().finally(() => (this.loading = null));
    return this.loading;
  }

  private async load(): Promise<void> {
    const rows = rowsOf<{ garment: string; hex: string; views: number }>(
      await this.db.execute(sql`
        select p.garment, c.color_hex as hex, max(c.image_count)::int as views
        from catalog.products p join catalog.compositions c on c.product_id = p.id
        group by p.garment, c.color_hex`),
    );
    const views = new Map<string, number>();
    for (const garment of GARMENTS) for (const hex of FALLBACK_HEXES) views.set(keyOf(garment, hex), 3);
    for (const r of rows) {
      // the same normalisation and clamping the product page's image URLs get
      const key = keyOf(drawableGarment(r.garment), normalizeHex(r.hex));
      views.set(key, Math.max(views.get(key) ?? 0, Math.max(1, Math.min(3, r.views))));
    }
    this.views = views;
    this.loadedAt = this.now();
  }
}
