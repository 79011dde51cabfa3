import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { seedDemoCatalog, type DatabaseHandle } from '@storefront/db';
import { createTestDatabase } from '@storefront/db/testing';
import { TEST_CARDS, type PageData } from '@storefront/contracts';
import { serveCsrfToken, signUp, stockedDemoSku, TestBrowser } from '@storefront/testing';
import { buildGateway } from '../app';
import { gatewayConfigSchema } from '../config';

const STAFF = 'gateway-reviews-staff-token-0123456789';

/**
 * A review's whole journey through the composed services: bought (cart), delivered (the staff's
 * fulfilment move), reviewed (catalog), then on the product's document: the stars in the page data
 * and the JSON-LD's aggregateRating, and the /{slug}/reviews address opening the same page.
 */
describe('product reviews on the document', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let picked: { sku: string; productId: number; slug: string };
  let slug: string;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedDemoCatalog(handle.db, { products: 30 });
    const config = gatewayConfigSchema.parse({ COOKIE_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://shop.example', STAFF_API_TOKEN: STAFF, CAPTCHA_SECRET: 'c'.repeat(40) });
    app = await buildGateway({ config, db: handle.db, logger: false });
    serveCsrfToken(app);
    picked = await stockedDemoSku(handle.db, 50);
    slug = picked.slug;
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const ok = <R extends { statusCode: number; body: string }>(res: R): R => {
    if (res.statusCode >= 300) throw new Error(`${res.statusCode} ${res.body}`);
    return res;
  };
  const pageDataOf = (html: string) => JSON.parse(/<script id="sf-page-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as PageData;
  const jsonLdOf = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as Record<string, unknown>;

  it('a delivered buyer reviews; the product page carries the summary and the JSON-LD rating; /{slug}/reviews opens it', async () => {
    // before any review: no rating in the JSON-LD (an empty one is invalid for search engines)
    const bare = await app.inject({ url: `/${slug}.html` });
    expect(jsonLdOf(bare.body).aggregateRating).toBeUndefined();
    const bareData = pageDataOf(bare.body).data;
    expect(bareData.kind === 'pdp' && bareData.reviews?.count).toBe(0);

    const buyer = new TestBrowser(app);
    await signUp(buyer, 'reviewer@example.com', 'Renée Dupont');
    ok(await buyer.post('/api/cart/add', { sku: picked.sku, quantity: 1, store: 'us' }));
    ok(await buyer.put('/api/v2/checkout.json', { store: 'us', ship_address: { name: 'Renée Dupont', line1: '1 Main St', city: 'New York', region: 'NY', postal_code: '10001', country: 'US' }, shipping_speed: 'standard' }));
    const intent = ok(await buyer.post('/api/v2/checkout/payment_intents.json', { store: 'us' })).json().payment_intent.id as string;
    ok(await buyer.post(`/api/v2/checkout/payment_intents/${intent}/confirm.json`, { payment_method: { card: { number: TEST_CARDS.success, exp_month: 12, exp_year: 2099, cvc: '123' } } }));
    const placed = ok(await buyer.request({ method: 'POST', url: '/api/v2/orders.json', payload: { store: 'us', payment_intent_id: intent }, headers: { 'idempotency-key': 'review-journey-1' } }));
    const number = placed.json().order.number as string;

    // not delivered yet: nothing to review
    expect((await buyer.get(`/api/products/${picked.productId}/reviews/mine`)).json().lines).toEqual([]);
    for (const to of ['in_production', 'shipped', 'delivered']) {
      ok(await app.inject({ method: 'POST', url: `/api/staff/orders/${number}/status`, payload: { to }, headers: { authorization: `Bearer ${STAFF}` } }));
    }
    const [line] = (await buyer.get(`/api/products/${picked.productId}/reviews/mine`)).json().lines;
    expect(line).toMatchObject({ order_number: number, review_id: null, facts: { print_method: 'blank' } });
    const written = await buyer.post(`/api/products/${picked.productId}/reviews`, { order_line_id: line.order_line_id, rating: 4, title: 'Great weight', body: 'Solid </script><script>alert(1)</script> fabric.' });
    expect(written.statusCode, written.body).toBe(201);

    const doc = await app.inject({ url: `/${slug}.html` });
    const data = pageDataOf(doc.body).data;
    expect(data.kind === 'pdp' && data.reviews).toMatchObject({ count: 1, average: 4 });
    const ld = jsonLdOf(doc.body);
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1, bestRating: 5, worstRating: 1 });
    expect(ld.review).toEqual([expect.objectContaining({ '@type': 'Review', name: 'Great weight', author: { '@type': 'Person', name: 'Renée D.' }, reviewRating: expect.objectContaining({ ratingValue: 4 }) })]);
    // the review's words cannot close the script they sit in
    expect(doc.body).not.toContain('</script><script>alert(1)');

    for (const url of [`/${slug}/reviews`, `/${slug}.html/reviews?sort=highest`, `/ca/${slug}/reviews`]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      const page = pageDataOf(res.body);
      expect(page.screen, url).toBe('reviews');
      expect(page.data.kind === 'pdp' && page.data.product.id, url).toBe(picked.productId);
    }
    const storeWide = await app.inject({ url: '/reviews?sort=newest' });
    expect(storeWide.statusCode).toBe(200);
    expect(pageDataOf(storeWide.body).screen).toBe('reviews');
    expect((await app.inject({ url: '/no-such-product/reviews' })).statusCode).toBe(404);
  });
});
