import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TestBrowser } from '@storefront/testing';
import { buildStaffTestApp, type StaffTestApp } from '../../test-fixtures/staff-test-app';

let t: StaffTestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildStaffTestApp();
  app = t.app;
});
afterAll(() => t?.close());


const DRAFT = {
  headline: 'Heavyweight basics since 1984',
  story: 'Made for **printing**.\n\n<script>alert(1)</script> See [shipping](/shipping).',
  featured: ['gildan-heavy-blend-hoodie', 'gildan-heavy-cotton-tee'],
};

describe('brand pages and their CMS', () => {
  it('a manager drafts and asks; cannot publish; staff publish; shoppers then see the published page in their store', async () => {
    const staff = await t.person('staff');
    const manager = await t.person('brand_page_manager');
    expect((await staff.browser.put('/api/staff/brands/gildan/managers', { email: manager.email })).json().managers).toEqual([
      { user_id: manager.user.id, email: manager.email, name: expect.any(String) },
    ]);

    expect((await app.inject({ url: '/api/brands/gildan/page' })).statusCode).toBe(404);
    const saved = await manager.browser.put('/api/cms/brands/gildan/draft', DRAFT);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ brand: { slug: 'gildan', name: 'Gildan' }, draft: DRAFT, published: null, latest_request: null });
    expect(saved.json().draft_story_html).toContain('<strong>printing</strong>');
    // a draft is not public
    expect((await app.inject({ url: '/api/brands/gildan/page' })).statusCode).toBe(404);
    expect((await manager.browser.get('/api/cms/brands')).json().brands).toEqual([{ slug: 'gildan', name: 'Gildan', pending: false, published_at: null }]);

    const asked = await manager.browser.post('/api/cms/brands/gildan/publish-requests', { note: 'New season.' });
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json();
    expect(request).toMatchObject({ status: 'pending', note: 'New season.', brand: { slug: 'gildan' }, content: DRAFT });

    // the manager may not publish, not even their own request
    expect((await manager.browser.post(`/api/staff/brand-publish-requests/${request.id}/decision`, { action: 'publish' })).statusCode).toBe(403);
    expect((await manager.browser.get('/api/staff/brand-publish-requests')).statusCode).toBe(403);
    // as the account area asks for it: fresh, with the http client's cache buster
    expect((await staff.browser.get('/api/staff/brand-publish-requests?status=pending&cb=1764322800000')).json().requests.map((r: { id: string }) => r.id)).toContain(request.id);

    const published = await staff.browser.post(`/api/staff/brand-publish-requests/${request.id}/decision`, { action: 'publish' });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().status).toBe('published');

    const page = (await app.inject({ url: '/api/brands/gildan/page' })).json();
    expect(page).toMatchObject({ brand: { slug: 'gildan', name: 'Gildan' }, store: 'us', headline: DRAFT.headline });
    expect(page.story_html).toContain('<strong>printing</strong>');
    expect(page.story_html).toContain('&lt;script&gt;');
    expect(page.story_html).not.toContain('<script>');
    expect(page.featured.map((c: { slug: string }) => c.slug)).toEqual(DRAFT.featured);
    expect(page.featured[0].price.currency).toBe('USD');
    const ca = (await app.inject({ url: '/api/brands/gildan/page?store=ca' })).json();
    expect(ca.featured.every((c: { price: { currency: string } }) => c.price.currency === 'CAD')).toBe(true);
    expect(ca.story_html).toContain('href="/ca/shipping"');
  });

  it('later draft edits stay private until a new request is published; one request waits at a time; rejects carry a reason', async () => {
    const staff = await t.person('staff');
    const manager = await t.person('brand_page_manager');
    await staff.browser.put('/api/staff/brands/bella-canvas/managers', { email: manager.email });
    await manager.browser.put('/api/cms/brands/bella-canvas/draft', { headline: 'Soft tees', story: '', featured: ['bella-canvas-jersey-tee'] });
    const first = (await manager.browser.post('/api/cms/brands/bella-canvas/publish-requests', {})).json();
    // the request is a snapshot: an edit after asking does not change what staff publish
    await manager.browser.put('/api/cms/brands/bella-canvas/draft', { headline: 'Softer tees', story: '', featured: [] });
    const again = await manager.browser.post('/api/cms/brands/bella-canvas/publish-requests', {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already waiting/);
    await staff.browser.post(`/api/staff/brand-publish-requests/${first.id}/decision`, { action: 'publish' });
    expect((await app.inject({ url: '/api/brands/bella-canvas/page' })).json()).toMatchObject({ headline: 'Soft tees' });
    expect((await app.inject({ url: '/api/brands/bella-canvas/page' })).json().featured).toHaveLength(1);

    const second = (await manager.browser.post('/api/cms/brands/bella-canvas/publish-requests', {})).json();
    expect((await manager.browser.delete('/api/cms/brands/bella-canvas/publish-requests/pending')).json().status).toBe('withdrawn');
    expect((await staff.browser.post(`/api/staff/brand-publish-requests/${second.id}/decision`, { action: 'publish' })).statusCode).toBe(409);
    const third = (await manager.browser.post('/api/cms/brands/bella-canvas/publish-requests', {})).json();
    const rejected = await staff.browser.post(`/api/staff/brand-publish-requests/${third.id}/decision`, { action: 'reject', reason: 'Feature at least one product.' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'Feature at least one product.' });
    const view = (await manager.browser.get('/api/cms/brands/bella-canvas')).json();
    expect(view).toMatchObject({ draft: { headline: 'Softer tees' }, published: { headline: 'Soft tees' }, latest_request: { status: 'rejected', reason: 'Feature at least one product.' } });
    expect((await app.inject({ url: '/api/brands/bella-canvas/page' })).json().headline).toBe('Soft tees');
    // nothing changed since the last publish: nothing to ask for
    await manager.browser.put('/api/cms/brands/bella-canvas/draft', { headline: 'Soft tees', story: '', featured: ['bella-canvas-jersey-tee'] });
    expect((await manager.browser.post('/api/cms/brands/bella-canvas/publish-requests', {})).json().code).toBe('nothing_to_publish');
  });

  it('scopes every call to its owner: guests, shoppers, and managers of other brands are refused', async () => {
    const manager = await t.person('brand_page_manager');
    const shopper = await t.person();
    expect((await new TestBrowser(app).get('/api/cms/brands')).statusCode).toBe(401);
    expect((await shopper.browser.get('/api/cms/brands')).statusCode).toBe(403);
    expect((await shopper.browser.put('/api/cms/brands/gildan/draft', DRAFT)).statusCode).toBe(403);
    expect((await manager.browser.get('/api/cms/brands')).json().brands).toEqual([]);
    const other = await manager.browser.put('/api/cms/brands/gildan/draft', DRAFT);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toMatch(/You do not manage Gildan's page/);
    expect((await manager.browser.get('/api/cms/brands/gildan')).statusCode).toBe(403);
    expect((await manager.browser.get('/api/cms/brands/no-such-brand')).statusCode).toBe(404);
    expect((await manager.browser.put('/api/staff/brands/gildan/managers', { email: manager.email })).statusCode).toBe(403);
  });

  it('refuses bad input with clear 4xx answers and writes nothing', async () => {
    const staff = await t.person('staff');
    const before = (await staff.browser.get('/api/cms/brands/gildan')).json();
    const cases: [unknown, number, RegExp][] = [
      [{ ...DRAFT, featured: ['bella-canvas-jersey-tee'] }, 422, /bella-canvas-jersey-tee is not a product of Gildan/],
      [{ ...DRAFT, featured: ['gildan-heavy-cotton-tee', 'gildan-heavy-cotton-tee'] }, 400, /featured once/],
      [{ ...DRAFT, featured: Array.from({ length: 9 }, (_, i) => `p-${i}`) }, 400, /at most 8/],
      [{ ...DRAFT, featured: ['Not A Slug'] }, 400, /lower-case/],
      [{ ...DRAFT, headline: ' ' }, 400, /headline/],
      [{ ...DRAFT, story: 'x'.repeat(20_001) }, 400, /at most 20000/],
      [{ ...DRAFT, extra: true }, 400, /extra/],
    ];
    for (const [body, status, message] of cases) {
      const res = await staff.browser.put('/api/cms/brands/gildan/draft', body);
      expect([status, res.statusCode]).toEqual([status, res.statusCode === status ? status : res.body]);
      expect(res.json().message + JSON.stringify(res.json().fieldErrors ?? {})).toMatch(message);
    }
    expect((await staff.browser.get('/api/cms/brands/gildan')).json()).toEqual(before);

    const shopper = await t.person();
    expect((await staff.browser.put('/api/staff/brands/gildan/managers', { email: shopper.email })).statusCode).toBe(422);
    expect((await staff.browser.put('/api/staff/brands/gildan/managers', { email: 'nobody@example.com' })).statusCode).toBe(404);
    expect((await staff.browser.put('/api/staff/brands/gildan/managers', { email: 'not-an-email' })).statusCode).toBe(400);
    expect((await staff.browser.delete(`/api/staff/brands/gildan/managers/${shopper.user.id}`)).statusCode).toBe(404);
    expect((await staff.browser.post(`/api/staff/brand-publish-requests/${crypto.randomUUID()}/decision`, { action: 'publish' })).statusCode).toBe(404);
    expect((await staff.browser.post(`/api/staff/brand-publish-requests/${crypto.randomUUID()}/decision`, { action: 'reject' })).statusCode).toBe(400);
    expect((await staff.browser.post('/api/staff/brand-publish-requests/nope/decision', { action: 'publish' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/brands/gildan/page?store=fr' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/brands/no-such-brand/page' })).statusCode).toBe(404);
    expect((await staff.browser.put('/api/cms/brands/gildan/draft', DRAFT, { csrf: false })).statusCode).toBe(403);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('two staff publishing one request at once publish it once', async () => {
    const staff = await t.person('staff');
    await staff.browser.put('/api/cms/brands/house-brand/draft', { headline: 'Ours', story: '', featured: [] });
    const request = (await staff.browser.post('/api/cms/brands/house-brand/publish-requests', {})).json();
    // four staff members (one browser each: a browser's anti-forgery token is fetched once)
    const deciders = [staff, ...(await Promise.all([t.person('staff'), t.person('staff'), t.person('staff')]))];
    for (const d of deciders) await d.browser.csrfToken();
    const answers = await Promise.all(deciders.map((s) => s.browser.post(`/api/staff/brand-publish-requests/${request.id}/decision`, { action: 'publish' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
  });
});
