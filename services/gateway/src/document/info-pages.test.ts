import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { contentPages, DEMO_CONTENT_PAGES, seedContentPages, type DatabaseHandle } from '@storefront/db';
import { createTestDatabase } from '@storefront/db/testing';
import { INFO_PAGES, recognize } from '@storefront/routing';
import { pageTitle } from '@storefront/store-config';
import { and, eq } from 'drizzle-orm';
import { buildGateway } from '../app';
import { gatewayConfigSchema } from '../config';
import { FOOTER_LINKS } from './site-footer';

let handle: DatabaseHandle;
let app: FastifyInstance;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedContentPages(handle.db);
  app = await buildGateway({ config: gatewayConfigSchema.parse({ COOKIE_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://shop.example' }), db: handle.db, logger: false });
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const pageData = (html: string) => JSON.parse(/<script id="sf-page-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null');

describe("the store's content pages", () => {
  it('every footer link is a page the router gives to an area, not the not-found page', () => {
    for (const { path } of FOOTER_LINKS) expect([path, recognize(path, '').screen]).toEqual([path, path === '/help' ? 'help' : 'info']);
  });

  it.each(['', '/ca'])('%s: every content page answers 200 with its stored title, summary and rendered text inlined', async (prefix) => {
    for (const seeded of DEMO_CONTENT_PAGES) {
      const res = await app.inject({ url: `${prefix}/${seeded.path}` });
      expect([seeded.path, res.statusCode]).toEqual([seeded.path, 200]);
      expect(res.body).toContain(`<title>${pageTitle(seeded.title)}</title>`);
      expect(res.body).toContain(`<html lang="${prefix ? 'en-CA' : 'en-US'}"`);
      expect(res.body).toContain('aria-label="Store information"');
      const data = pageData(res.body).data;
      expect(data).toMatchObject({ kind: 'content', page: { store: prefix ? 'ca' : 'us', path: seeded.path, title: seeded.title } });
      expect(data.page.html).not.toContain('{{');
    }
  });

  it('what staff store is what the page says: a changed title and text show at the next visit', async () => {
    await handle.db
      .update(contentPages)
      .set({ title: 'Work with us', summary: 'Printers wanted.', body: 'We are hiring **press operators**.' })
      .where(and(eq(contentPages.store, 'ca'), eq(contentPages.path, 'careers')));
    const ca = await app.inject({ url: '/ca/careers' });
    expect(ca.body).toContain(`<title>${pageTitle('Work with us')}</title>`);
    expect(ca.body).toContain('<meta name="description" content="Printers wanted.">');
    expect(pageData(ca.body).data.page.html).toContain('<strong>press operators</strong>');
    // the other store keeps its own text
    expect((await app.inject({ url: '/careers' })).body).toContain(`<title>${pageTitle(INFO_PAGES.careers)}</title>`);
  });

  it('a content page the store has not got, and other reserved pages, answer 404', async () => {
    await handle.db.delete(contentPages).where(and(eq(contentPages.store, 'ca'), eq(contentPages.path, 'sameday')));
    expect((await app.inject({ url: '/ca/sameday' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/sameday' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/sweepstakes' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/shipping/rates' })).statusCode).toBe(404);
  });
});
