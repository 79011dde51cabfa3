import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@storefront/db';
import { createTestDatabase } from '@storefront/db/testing';
import { INFO_PAGES, recognize } from '@storefront/routing';
import { pageTitle } from '@storefront/store-config';
import { buildGateway } from '../app';
import { gatewayConfigSchema } from '../config';
import { FOOTER_LINKS } from './site-footer';

let handle: DatabaseHandle;
let app: FastifyInstance;
beforeAll(async () => {
  handle = await createTestDatabase();
  app = await buildGateway({ config: gatewayConfigSchema.parse({ COOKIE_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://shop.example' }), db: handle.db, logger: false });
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

describe("the store's information pages", () => {
  it('every footer link is a page the router gives to an area, not the not-found page', () => {
    for (const { path } of FOOTER_LINKS) expect([path, recognize(path, '').screen]).toEqual([path, path === '/help' ? 'help' : 'info']);
  });

  it.each(['', '/ca'])('%s: each answers 200 with its heading as the title, and the footer', async (prefix) => {
    for (const { path } of FOOTER_LINKS) {
      const res = await app.inject({ url: prefix + path });
      expect([path, res.statusCode]).toEqual([path, 200]);
      const heading = INFO_PAGES[path.slice(1) as keyof typeof INFO_PAGES];
      expect(res.body).toContain(`<title>${pageTitle(heading)}</title>`);
      expect(res.body).toContain(`<html lang="${prefix ? 'en-CA' : 'en-US'}"`);
      expect(res.body).toContain('aria-label="Store information"');
    }
  });

  it('other reserved pages still answer 404 until their content exists', async () => {
    expect((await app.inject({ url: '/careers' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/shipping/rates' })).statusCode).toBe(404);
  });
});
