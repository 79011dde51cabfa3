import { expect, test } from '@playwright/test';
import { interactive } from './shopper-steps';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

test('mobile menu: sub-levels, back, scroll lock, Escape', async ({ page }) => {
  await page.goto('/');
  await interactive(page);
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  await menuButton.click();
  // by name: a guest's account popup (also a dialog) may open by itself as the page finishes loading
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await dialog.getByRole('button', { name: /Transfers/ }).first().click();
  await expect(dialog.getByRole('button', { name: /Back/ })).toBeVisible();
  await dialog.getByRole('button', { name: /Back/ }).click();
  await expect(dialog.getByRole('button', { name: /Stickers/ }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  await expect(menuButton).toBeFocused();
});

test('filter modal loads on demand once, applies, and Escape closes it', async ({ page }) => {
  await page.goto('/hoodies');
  // a tap before the listing hydrates lands on server HTML with no handler yet
  await interactive(page);
  await expect(page.getByRole('form', { name: 'Product filters' })).toHaveCount(0);
  let facetCalls = 0;
  page.on('request', (r) => {
    // the listing call that carries the facets, not the badges' delivery estimates
    if (new URL(r.url()).pathname === '/api/products') facetCalls += 1;
  });
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('form', { name: 'Product filters' })).toBeVisible();
  await expect(sheet.getByRole('status', { name: /Loading/ })).toHaveCount(0);
  expect(facetCalls).toBe(1);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(sheet.getByRole('form', { name: 'Product filters' })).toBeVisible();
  expect(facetCalls).toBe(1); // loaded once
  // a choice stays in the open sheet (issue 9): nothing navigates until the shopper applies
  await sheet.getByRole('link', { name: /^Black/ }).click();
  await expect(sheet).toBeVisible();
  expect(new URL(page.url()).search).not.toMatch(/color=black/);
  const apply = sheet.getByRole('button', { name: /^Show [\d,]+ products?$/ });
  await expect(apply).toBeVisible();
  const shown = Number((await apply.innerText()).replace(/\D/g, ''));
  await apply.click();
  await expect(page).toHaveURL(/color=black/);
  await expect(sheet).toBeHidden();
  // the count the button promised is the count the results show
  const listing = (await (await page.request.get(`/api/products?category=hoodies&color=black`)).json()) as { total: number };
  expect(shown).toBe(listing.total);
});
