import { z } from 'zod';
import { slug, storeCode } from '@storefront/contracts';

/** `?store=us|ca` on the non-listing reads; other keys (tracking, colour pre-selection) are ignored. */
export const storeQuery = z.object({ store: storeCode.default('us') });

/**
 * A product slug in the path. A malformed one cannot exist, so it is answered like any unknown
 * product (404, in the handler) rather than as a 400.
 */
export const slugParams = z.object({ slug: z.string().max(200) });
export const isSlug = (value: string) => slug.safeParse(value).success;
