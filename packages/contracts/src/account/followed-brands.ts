import { z } from 'zod';

/** A brand's slug in a path: lower-case words joined by dashes. */
export const followedBrandParams = z.object({ slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a brand slug like gildan').max(100) }).strict();

export const followedBrand = z.object({ slug: z.string(), name: z.string(), followed_at: z.string() });
export type FollowedBrand = z.infer<typeof followedBrand>;

/** GET /api/users/followed_brands: the signed-in shopper's followed brands, newest first. */
export const followedBrandsResponse = z.object({ brands: z.array(followedBrand) });
export type FollowedBrandsResponse = z.infer<typeof followedBrandsResponse>;

/** PUT /api/users/followed_brands/{slug} (follow; again is a no-op) → 201 on the first follow, 200 after. */
export const followBrandResponse = z.object({ success: z.literal(true), brand: followedBrand });
export type FollowBrandResponse = z.infer<typeof followBrandResponse>;

/** How many brands one shopper may follow (a list kept for reading, not a store of everything). */
export const MAX_FOLLOWED_BRANDS = 200;
