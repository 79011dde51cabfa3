import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { listingRequest, menuResponse } from '@storefront/contracts';
import { seedDemoCatalog, type DatabaseHandle } from '@storefront/db';
import { AREAS, recognize } from '@storefront/routing';
import { errorHandler, frameworkErrors } from '@storefront/server-kit';
import { STORE_CODES } from '@storefront/store-config';
import { createTestDatabase } from '@storefront/testing';
import catalogApp from '../../app';

// Screens an area renders; the rest (help, reviews, reserved, not-found) are the shell's 404 page for now.
const PAGE_SCREENS = new Set(AREAS.flatMap((a) => (a.screens === 'always' ? [] : a.screens)));

let handle: DatabaseHandle;
let app: FastifyInstance;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemoCatalog(handle.db, { products: 40 });
  app = Fastify({ logger: false, frameworkErrors });
  await app.register(errorHandler);
  await app.register(catalogApp, { prefix: '/api', db: handle.db });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

describe('every link of the demo catalog menu is a page', () => {
  it.each(STORE_CODES)('%s: each "Shop all", column link and link is a screen an area renders, and its listing answers 200', async (store) => {
    const { subsites } = menuResponse.parse((await app.inject(`/api/menu?store=${store}`)).json());
    expect(subsites.map((s) => s.key)).toContain('made');
    const urls = new Set(subsites.flatMap((s) => [s.url, ...s.columns.flatMap((c) => c.links.map((l) => l.url))]));
    for (const href of urls) {
      const url = new URL(href, 'https://shop.example');
      const route = recognize(url.pathname, url.search);
      expect({ href, screen: route.screen, store: route.store }).toEqual({ href, screen: expect.toSatisfy((s: string) => PAGE_SCREENS.has(s as never)), store });
      // the data the gateway fetches for that listing: an unknown category would be a 404 page
      const res = await app.inject(`/api/products?${listingRequest(route.params, url.searchParams, store)}`);
      expect({ href, status: res.statusCode }).toEqual({ href, status: 200 });
    }
  });
});
