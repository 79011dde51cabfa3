import type { recognize } from '@storefront/routing';

/** What the route table says about a URL (screen, store, path, params). */
export type Route = ReturnType<typeof recognize>;
