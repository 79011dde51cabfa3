import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, lineItems, madeDesigns } from '@storefront/db';
import { currentOrderResponse } from '@storefront/contracts';
import { GUEST_CART_COOKIE, hashGuestCartToken } from '@storefront/server-kit';
import { documentFor } from '../../test-fixtures/documents';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('GET /api/made/current_order', () => {
  it('lists the custom designs of my open cart in this store with their pieces and edit address; nobody else sees them', async () => {
    const b = new TestBrowser(t.app);
    // a project gives the guest their cookie, the same one the cart knows them by
    const product = (await b.get('/api/made/products')).json().categories[0].products[0];
    const color = product.colors[0].composition_id as number;
    expect((await b.post('/api/made/design_projects', { document: documentFor(product.slug, color) })).statusCode).toBe(201);
    const guestTokenHash = hashGuestCartToken(b.cookie(GUEST_CART_COOKIE)!);
    expect((await b.get('/api/made/current_order')).json()).toEqual({ order_number: null, designs: [] });

    const db = t.handle.db;
    const [cart] = await db.insert(carts).values({ number: 'R900000777', store: 'us', guestTokenHash }).returning({ id: carts.id });
    const [design] = await db
      .insert(madeDesigns)
      .values({ cartId: cart!.id, madeProductSlug: product.slug, productId: 1, compositionId: color, document: documentFor(product.slug, color), placementCount: 1 })
      .returning({ id: madeDesigns.id });
    await db.insert(lineItems).values([
      { cartId: cart!.id, sku: 'S-1', productId: 1, compositionId: color, quantity: 3, madeDesignId: design!.id },
      { cartId: cart!.id, sku: 'M-1', productId: 1, compositionId: color, quantity: 4, madeDesignId: design!.id },
    ]);

    const answer = currentOrderResponse.parse((await b.get('/api/made/current_order')).json());
    expect(answer).toEqual({
      order_number: 'R900000777',
      designs: [
        {
          made_design_id: design!.id,
          project_id: null,
          product: product.slug,
          composition_id: color,
          pieces: 7,
          edit_url: `/design-lab?product=${product.slug}&color=${color}&made_design_id=${design!.id}`,
        },
      ],
    });
    // the Canadian store's cart is another cart; a stranger has none
    expect((await b.get('/api/made/current_order?store=ca')).json().designs).toEqual([]);
    expect((await new TestBrowser(t.app).get('/api/made/current_order')).json().designs).toEqual([]);
    expect((await b.get('/api/made/current_order?store=uk')).statusCode).toBe(400);
  });
});
