import type { Problem } from '@storefront/server-kit';
/** The most deliver-to locations one shopper keeps (§7 locations): enough for home, work and family. */
export const MAX_LOCATIONS = 20;

export const TOO_MANY_LOCATIONS_MESSAGE = `You can keep up to ${MAX_LOCATIONS} locations. Remove one before adding another.`;

/** Adding a location beyond the limit (422 `too_many_locations`). */
export const TOO_MANY_LOCATIONS: Problem = { kind: 'invalid', code: 'too_many_locations', message: TOO_MANY_LOCATIONS_MESSAGE };
