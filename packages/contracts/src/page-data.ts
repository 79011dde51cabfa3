import { z } from 'zod';
import { currency, storeCode } from './common';
import { listingResponse } from './catalog/listing';
import { homeResponse, menuResponse } from './catalog/menu';
import { reviewSummary } from './catalog/reviews';
import { contentPage } from './catalog/content';
import { brandPage } from './catalog/brand-pages';
import { productDetail } from './catalog/product';
import { screen } from './screens';

/**
 * One remote in the registry: where its mf-manifest.json lives, which build is live, and (for the
 * gateway only, never inlined in the page) the server bundle of that same build.
 */
export const registryEntry = z.object({ entry: z.string(), version: z.string(), server: z.string().optional() });
export const registry = z.object({ remotes: z.record(z.string(), registryEntry) });
export type Registry = z.infer<typeof registry>;

/** What the screen needs first, inlined in the document so it renders with no second round trip. */
export const screenData = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('home'), home: homeResponse }),
  /** `brand_page`: on a brand's page, its published banner, story and featured products (issue 15) */
  z.object({ kind: z.literal('listing'), listing: listingResponse, query: z.record(z.string(), z.union([z.string(), z.array(z.string())])), brand_page: brandPage.optional() }),
  /** `reviews`: the product's review summary (stars by the title, and the JSON-LD's aggregateRating) */
  z.object({ kind: z.literal('pdp'), product: productDetail, reviews: reviewSummary.optional() }),
  /**
   * An area page's first request (its AREA_PAGES row names it) and the service's answer, so the
   * page renders on the server; the remote uses it when `request` is the one it would make.
   */
  z.object({ kind: z.literal('area'), request: z.string(), body: z.unknown() }),
  /** a help, FAQ or other content page, rendered from the database's Markdown */
  z.object({ kind: z.literal('content'), page: contentPage }),
  z.object({ kind: z.literal('none') }),
]);
export type ScreenData = z.infer<typeof screenData>;

export const pageData = z.object({
  store: storeCode,
  locale: z.enum(['en-US', 'en-CA']),
  currency,
  screen,
  /** path with the /ca prefix removed */
  path: z.string(),
  params: z.record(z.string(), z.string()),
  status: z.number().int(),
  csrfToken: z.string(),
  menu: menuResponse,
  /** the header's promotions badge, rendered with the first screen (absent when the count failed: the header asks itself) */
  promotions: z.number().int().nonnegative().optional(),
  user: z.object({ name: z.string().nullable() }),
  data: screenData,
  /** set when the route's API call rejected its query; the screen shows corrected results instead */
  notice: z.string().optional(),
});
export type PageData = z.infer<typeof pageData>;
