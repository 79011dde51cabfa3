import { expect, test } from '@playwright/test';
import { firstProduct } from './catalog-data';

// The buy flow's UI arrives with issue 3; the header counter already follows the real cart.
test('the header cart counter follows the cart of the store being shown', async ({ page }) => {
  const p = await firstProduct(page.request, 'category=t-shirts&per_page=24');
  const detail = await (await page.request.get(`/api/products/${p.slug}`)).json();
  const sku = detail.product.compositions.flatMap((c: { sizes: { sku: string; stock: number }[] }) => c.sizes).find((s: { stock: number }) => s.stock >= 3).sku;

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  const token = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  // page.request shares the browser's cookies: the same anti-forgery secret and cart cookie
  const add = await page.request.post('/api/cart/add', { data: { sku, quantity: 3 }, headers: { 'x-csrf-token': token ?? '' } });
  expect(add.status()).toBe(200);

  await page.reload();
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  await page.goto('/ca');
  await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
});
