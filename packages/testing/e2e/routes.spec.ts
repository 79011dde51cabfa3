import { expect, test } from '@playwright/test';
import { firstProduct } from './catalog-data';

// Every §2 route shape lands on its screen, and the document answers with the right status.
test.describe('route shapes', () => {
  // one test per shape: eleven page loads in one test ran past its minute on a busy machine
  const listingShapes: { path: string; heading: RegExp }[] = [
    { path: '/', heading: /Shop by line/ },
    { path: '/?search=hoodie', heading: /Search results for "hoodie"/ },
    { path: '/?q=tee', heading: /Search results for "tee"/ },
    { path: '/?category=hoodies', heading: /Hoodies/ },
    { path: '/hoodies', heading: /^Hoodies$/ },
    { path: '/clothing', heading: /.+/ },
    { path: '/designs', heading: /.+/ },
    { path: '/threads', heading: /.+/ },
    { path: '/threads/products', heading: /.+/ },
    { path: '/brands/gildan', heading: /Gildan/ },
    { path: '/?brand=gildan', heading: /Gildan/ },
  ];
  for (const c of listingShapes) {
    test(`home, listings and brand pages: ${c.path}`, async ({ page }) => {
      const res = await page.goto(c.path);
      expect(res?.status(), c.path).toBe(200);
      await expect(page.getByRole('heading', { level: c.path === '/' ? 2 : 1, name: c.heading }).first(), c.path).toBeVisible();
      // every listing shape shows product cards, not an empty listing
      if (c.path !== '/') await expect(page.getByRole('region', { name: 'Results', exact: true }).getByRole('link').first(), c.path).toBeVisible();
    });
  }

  test('every product path shape shows the product', async ({ page, request }) => {
    const p = await firstProduct(request, 'category=t-shirts&per_page=24');
    for (const path of [`/${p.slug}.html`, `/custom-printed-shirts/${p.slug}.html`, `/design/${p.slug}`, `/made/products/${p.slug}`, `/threads/products/${p.slug}`]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: p.title }), path).toBeVisible();
      await expect(page.getByText(`Catalog number: ${p.catalog_number}`).or(page.getByText(p.catalog_number)).first()).toBeVisible();
    }
  });

  test('reserved pages, unknown pages and unknown products are real 404s with a not-found screen', async ({ page }) => {
    for (const path of ['/sweepstakes', '/checkout/nope', '/klarna', '/faq/nothing-here', '/ca/sweepstakes', '/a/b/c', '/no-such-product-xyz.html', '/no-such-category-xyz', '/brands/no-such-brand']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: /not found|couldn't find/i }), path).toBeVisible();
      await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
    }
  });

  test('the document carries title, description, canonical and Product JSON-LD', async ({ page, request }) => {
    const p = await firstProduct(request, 'category=hoodies&per_page=24&store=ca');
    await page.goto(`/ca/${p.slug}.html`);
    await expect(page).toHaveTitle(new RegExp(p.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(p.catalog_number);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/ca/${p.slug}\\.html$`));
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(ld['@type']).toBe('Product');
    expect(ld.offers.priceCurrency).toBe('CAD');
    expect(ld.offers.price).toBe((p.price.amount / 100).toFixed(2));
    expect(ld.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|LimitedAvailability|OutOfStock)$/);
    // the LCP image is preloaded with its responsive sources
    expect(await page.locator('link[rel="preload"][as="image"]').getAttribute('imagesrcset')).toMatch(/ \d+w/);
  });
});
