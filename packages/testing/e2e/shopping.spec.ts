import { expect, test } from '@playwright/test';

test('search → listing → filter → product → change colour and size', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('search', { name: 'Product search' });
  await search.getByRole('searchbox', { name: 'Search products' }).fill('hoodie');
  await search.getByRole('button', { name: /search/i }).last().click();
  await expect(page).toHaveURL(/[?&]search=hoodie/);
  await expect(page.getByRole('heading', { level: 1, name: /Search results for "hoodie"/ })).toBeVisible();

  // filter by a colour through its link: one navigation, the URL carries the filter
  const filters = page.getByRole('form', { name: 'Product filters' });
  await filters.getByRole('link', { name: /^Black/ }).click();
  await expect(page).toHaveURL(/[?&]color=black/);
  await expect(filters.getByRole('checkbox', { name: 'Black' })).toBeChecked();
  const count = page.getByText(/^[\d,]+ products?$/);
  await expect(count).toBeVisible();

  // sort by price and check the order on the page
  await page.getByRole('combobox', { name: /sort/i }).selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);

  // open the first product
  const firstCard = page.getByRole('region', { name: 'Results', exact: true }).getByRole('link').first();
  const title = (await firstCard.textContent())?.trim() ?? '';
  await firstCard.click();
  await expect(page).toHaveURL(/\.html/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // client-side navigation still gives the tab the product's title
  const h1 = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  await expect(page).toHaveTitle(new RegExp(`^${h1.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| .+ \\| Inkwell Supply Co\\.$`));
  expect(title.length).toBeGreaterThan(0);

  // change colour: the URL and the gallery follow
  const colours = page.getByRole('radiogroup', { name: /colou?r/i }).getByRole('radio');
  const n = await colours.count();
  expect(n).toBeGreaterThan(1);
  const before = await page.locator('main picture img').first().getAttribute('src');
  await colours.nth(1).check({ force: true });
  await expect(page).toHaveURL(/[?&]color=\d+/);
  await expect.poll(() => page.locator('main picture img').first().getAttribute('src')).not.toBe(before);

  // pick a size that is in stock: its stock shows
  const sizes = page.getByRole('radiogroup', { name: /size/i }).getByRole('radio', { disabled: false });
  await sizes.first().check({ force: true });
  await expect(page.getByRole('status').filter({ hasText: /in stock|left/i }).first()).toBeVisible();
});

test('the Canadian store shows CAD prices and keeps /ca in its links', async ({ page }) => {
  await page.goto('/ca/hoodies');
  await expect(page.getByText('Prices in CAD').first()).toBeVisible();
  const link = page.getByRole('region', { name: 'Results', exact: true }).getByRole('link').first();
  expect(await link.getAttribute('href')).toMatch(/^\/ca\//);
  await link.click();
  await expect(page).toHaveURL(/\/ca\/.+\.html/);
  await expect(page.getByText('Prices in CAD').first()).toBeVisible();
  expect(await page.locator('html').getAttribute('lang')).toBe('en-CA');
  const price = await page.locator('[data-currency]').first().getAttribute('data-currency');
  expect(price).toBe('CAD');
});

test('a bad page or sort in a shared link is corrected, not an error', async ({ page }) => {
  const res = await page.goto('/hoodies?page=0&sort=cheapest&utm_source=mail');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Hoodies' })).toBeVisible();
  await expect(page.getByText(/not valid|ignored/i).first()).toBeVisible();
});

test('opening a product from far down a listing starts the product page at the top', async ({ page }) => {
  await page.goto('/hoodies');
  const last = page.getByRole('region', { name: 'Results', exact: true }).locator('a[href$=".html"]').last();
  await last.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await last.click();
  await expect(page).toHaveURL(/\.html/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('#sf-main')).toBeFocused();
});
