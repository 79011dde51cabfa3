import { expect, test } from '@playwright/test';
import { TEST_CARDS } from '@storefront/contracts';
import { readPngInfo, solidPng } from '../src/test-png';
import { fillUsAddress, interactive, payWith } from './shopper-steps';
import { STAFF_API_TOKEN } from './staff-token';

// Issue 11, the shopper's whole path through the design lab: start → a hoodie in a colour → text
// and an uploaded image → the DPI warning for a small image → a preset on the back, undone →
// S×2 and L×1 to the cart → the cart shows the design and the editor's total → Edit design from
// the cart, one more L → checkout with the test card → the shop gets a 300 DPI print file for the printed side.

test('a shopper designs a hoodie, buys it in two sizes, and the shop gets its print file', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.goto('/design-lab/start?category=hoodies-sweatshirts');
  const grid = page.getByRole('list', { name: 'Hoodies & sweatshirts' });
  // a colour swatch of the first hoodie opens the editor on that garment and colour
  const swatch = grid.getByRole('link', { name: /^Design .+ in / }).first();
  const href = await swatch.getAttribute('href');
  expect(href).toMatch(/^\/design-lab\?product=[a-z0-9-]+&color=\d+$/);
  await swatch.click();
  await expect(page).toHaveURL(/\/design-lab\?product=/);

  await page.getByRole('button', { name: 'Add text' }).click();
  const layers = page.getByRole('list', { name: 'Layers' });
  await expect(layers.getByRole('button', { name: /^Text/ })).toHaveCount(1);
  // no waiting for the first save: the upload goes out beside it, and both act for the guest the
  // page's cookie names

  // a 240 px square image placed inches wide prints well under 150 DPI: the editor says so live
  await page.getByLabel('Image file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(240, 240) });
  const resolution = page.getByRole('list', { name: 'Image resolution' });
  await expect(resolution).toContainText(/\d+ DPI — under 1[05]0 DPI/);
  const waiver = page.getByRole('checkbox', { name: 'I accept a low-resolution print' });
  const waiverWasNeeded = waiver.isVisible();
  if (await waiverWasNeeded) await waiver.check();

  // the back: a preset places its layers in one click, and undo takes them away again
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByRole('button', { name: 'Full back' }).click();
  await expect(page.getByText('Nothing on this side yet')).toBeHidden();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Nothing on this side yet')).toBeVisible();

  await page.getByLabel('Quantity in S').fill('2');
  await page.getByLabel('Quantity in L').fill('1');
  const total = (await page.locator('.dl-breakdown__total dd').innerText()).trim();
  expect(total).toMatch(/^\$\d+\.\d{2}$/);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();

  // the cart shows the design (its mockup) and the same total the editor priced
  await page.goto('/cart');
  await expect(page.getByRole('img', { name: /your design/i }).first()).toBeVisible();
  const cart = await (await page.request.get('/api/v2/cart.json?store=us')).json();
  const design = cart.cart?.made_designs?.[0];
  expect(design, 'the cart answers the design').toBeTruthy();
  // the server priced the document itself: the same total the editor showed, for S×2 and L×1
  expect(design.sizes.map((s: { size: string; quantity: number }) => [s.size, s.quantity])).toEqual([['S', 2], ['L', 1]]);
  expect(`$${(design.price.total.amount / 100).toFixed(2)}`).toBe(total);
  expect(design.low_resolution_accepted).toBe(await waiverWasNeeded);
  await expect(page.locator('main')).toContainText(total);

  // Edit design from the cart: the editor reopens the cart's copy with its sizes; one more L is saved back
  await interactive(page);
  await page.getByRole('link', { name: /^Edit design: / }).click();
  await expect(page).toHaveURL(/made_design_id=/);
  await expect(page.getByText('Editing the design in your cart')).toBeVisible();
  await expect(page.getByLabel('Quantity in S')).toHaveValue('2');
  await expect(page.getByLabel('Quantity in L')).toHaveValue('1');
  await page.getByLabel('Quantity in L').fill('2');
  await page.getByRole('button', { name: 'Save changes to cart' }).click();
  await expect(page.getByText('Saved to your cart')).toBeVisible();
  const edited = (await (await page.request.get('/api/v2/cart.json?store=us')).json()).cart.made_designs;
  expect(edited).toHaveLength(1);
  expect(edited[0].id).toBe(design.id);
  expect(edited[0].sizes.map((s: { size: string; quantity: number }) => [s.size, s.quantity])).toEqual([['S', 2], ['L', 2]]);

  await page.goto('/checkout');
  // a guest checks out: an email for the confirmation, then the address
  await page.getByLabel('Email').fill('designer@example.com');
  await fillUsAddress(page);
  await page.getByRole('radio', { name: /Standard/ }).check();
  await payWith(page, TEST_CARDS.success);
  await expect(page).toHaveURL(/\/checkout\/thank-you\/R\d{9}$/);
  const orderNumber = page.url().split('/').pop()!;

  // the shop (staff token) lists one print file per printed side and gets a 300 DPI PNG
  const auth = { authorization: `Bearer ${STAFF_API_TOKEN}` };
  const files = await request.get(`/api/staff/orders/${orderNumber}/print_files`, { headers: auth });
  expect(files.status()).toBe(200);
  const list = (await files.json()) as { files: { url: string; side: string; dpi: number; pieces: number }[] };
  // one per design and printed side (S×2 and L×2 print the same artwork): only the front was printed
  expect(list.files.map((f) => [f.side, f.dpi, f.pieces])).toEqual([['front', 300, 4]]);
  const png = await request.get(list.files[0]!.url, { headers: auth });
  expect(png.status()).toBe(200);
  expect(readPngInfo(Buffer.from(await png.body()))).toMatchObject({ dpiX: 300, dpiY: 300 });
  // and a shopper cannot
  expect((await page.request.get(`/api/staff/orders/${orderNumber}/print_files`)).status()).toBe(401);
});
