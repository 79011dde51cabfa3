import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contentPages, DEMO_CONTENT_PAGES, seedContentPages, type DatabaseHandle } from '@storefront/db';
import { INFO_PAGES } from '@storefront/routing';
import { SUPPORT } from '@storefront/store-config';
import { TestBrowser } from '@storefront/testing';
import { buildStaffTestApp, type StaffTestApp } from '../../test-fixtures/staff-test-app';

let t: StaffTestApp;
let handle: DatabaseHandle;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildStaffTestApp();
  ({ handle, app } = t);
  await seedContentPages(handle.db);
});
afterAll(() => t?.close());


describe('content pages', () => {
  it('seeds every content path the router knows, in both stores', async () => {
    expect(DEMO_CONTENT_PAGES.map((p) => p.path).sort()).toEqual(Object.keys(INFO_PAGES).sort());
    // seeding again adds nothing (a restart never overwrites staff edits)
    expect(await seedContentPages(handle.db)).toBe(0);
  });

  it('serves a page per store: figures filled, links kept in the store, raw HTML never rendered', async () => {
    const us = await app.inject({ url: '/api/content/shipping?store=us' });
    expect(us.statusCode, us.body).toBe(200);
    const page = us.json();
    expect(page).toMatchObject({ store: 'us', path: 'shipping', title: 'Shipping' });
    expect(page.html).toContain('$75.00');
    expect(page.html).toContain('<table>');
    expect(page.html).toContain('href="/sameday"');
    expect(page.html).not.toContain('{{');
    expect(us.headers['cache-control']).toBe('public, no-cache');

    const ca = (await app.inject({ url: '/api/content/shipping?store=ca' })).json();
    expect(ca.html).toMatch(/99\.00/);
    expect(ca.html).toContain('href="/ca/sameday"');
    expect(ca.html).not.toContain('$75.00');

    const faq = (await app.inject({ url: '/api/content/faq/general?store=ca' })).json();
    expect(faq.html).toContain('You are in the Canada store');
    expect(faq.html).toContain('href="/ca/help#consumer-review-policy"');

    const help = (await app.inject({ url: '/api/content/help' })).json();
    expect(help.store).toBe('us');
    expect(help.html).toContain('<h2 id="consumer-review-policy">Consumer review policy</h2>');

    const contact = (await app.inject({ url: '/api/content/contactus' })).json();
    expect(contact.html).toContain(`href="mailto:${SUPPORT.email}"`);
    expect(contact.summary).toContain(SUPPORT.hours);
  });

  it('answers 404 for a path that is not a content page, or that a store has not got', async () => {
    for (const url of ['/api/content/gildan-5000', '/api/content/faq/nope', '/api/content/', '/api/content/help/../cart']) {
      const res = await app.inject({ url });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.json().message).toMatch(/no content page/i);
    }
    await handle.db.delete(contentPages).where(and(eq(contentPages.store, 'ca'), eq(contentPages.path, 'careers')));
    const missing = await app.inject({ url: '/api/content/careers?store=ca' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('The CA store has no page at /careers yet.');
    expect((await app.inject({ url: '/api/content/help?store=fr' })).statusCode).toBe(400);
  });

  it('staff edit a page; shoppers see it at once; a shopper or a guest may not', async () => {
    const { browser: staff, user } = await t.person('staff');
    const { browser: shopper } = await t.person();
    const edit = { title: 'Careers', summary: 'Join us in {{store_name}}.', body: 'We are hiring printers.\n\n<script>alert(1)</script> [Apply](/contactus) [x](javascript:alert(1))\n\nReturns within {{return_days}} days.' };

    expect((await new TestBrowser(app).put('/api/staff/content/ca/careers', edit)).statusCode).toBe(401);
    expect((await shopper.put('/api/staff/content/ca/careers', edit)).statusCode).toBe(403);
    expect((await shopper.get('/api/staff/content')).statusCode).toBe(403);

    const created = await staff.put('/api/staff/content/ca/careers', edit);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ store: 'ca', path: 'careers', body: edit.body, placeholders: ['store_name', 'return_days'] });

    const saved = await staff.put('/api/staff/content/ca/careers', { ...edit, body: `${edit.body}\n\nEdited.` });
    expect(saved.statusCode).toBe(200);

    const seen = (await app.inject({ url: '/api/content/careers?store=ca' })).json();
    expect(seen.summary).toBe('Join us in Canada.');
    expect(seen.html).toContain('We are hiring printers.');
    expect(seen.html).toContain('&lt;script&gt;');
    expect(seen.html).not.toContain('<script>');
    expect(seen.html).not.toContain('javascript:');
    expect(seen.html).toContain('href="/ca/contactus"');
    expect(seen.html).toContain(`Returns within ${SUPPORT.returnDays} days.`);
    expect(seen.html).toContain('Edited.');

    const source = (await staff.get('/api/staff/content/ca/careers')).json();
    expect(source.updated_at).toBe(seen.updated_at);
    const list = (await staff.get('/api/staff/content?store=ca')).json();
    expect(list.pages.map((p: { path: string }) => p.path)).toContain('careers');
    expect(list.pages.every((p: { store: string }) => p.store === 'ca')).toBe(true);
    const [row] = await handle.db.select({ by: contentPages.updatedBy }).from(contentPages).where(and(eq(contentPages.store, 'ca'), eq(contentPages.path, 'careers')));
    expect(row?.by).toBe(user.id);
  });

  it('refuses bad edits with clear 4xx answers and changes nothing', async () => {
    const { browser: staff } = await t.person('staff');
    const before = (await app.inject({ url: '/api/content/returns' })).json();
    const good = { title: 'Returns', summary: 'Send it back.', body: 'Within {{return_days}} days.' };
    const cases: [unknown, number, RegExp][] = [
      [{ ...good, body: 'Free from {{free_shiping_from}}.' }, 422, /\{\{free_shiping_from\}\} is not a placeholder/],
      [{ ...good, title: '' }, 400, /title/i],
      [{ ...good, title: 'x'.repeat(121) }, 400, /at most 120/],
      [{ ...good, body: 'x'.repeat(40_001) }, 400, /at most 40000/],
      [{ ...good, extra: 1 }, 400, /extra/],
      [{ title: 'Returns' }, 400, /summary/],
    ];
    for (const [body, status, message] of cases) {
      const res = await staff.put('/api/staff/content/us/returns', body);
      expect([JSON.stringify(body).slice(0, 60), res.statusCode]).toEqual([JSON.stringify(body).slice(0, 60), status]);
      expect(res.json().message + JSON.stringify(res.json().fieldErrors ?? {})).toMatch(message);
    }
    expect((await staff.put('/api/staff/content/us/gildan-5000', good)).statusCode).toBe(404);
    expect((await staff.put('/api/staff/content/fr/returns', good)).statusCode).toBe(400);
    expect((await staff.put('/api/staff/content/us/returns', good, { csrf: false })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/content/returns' })).json()).toEqual(before);
  });
});
