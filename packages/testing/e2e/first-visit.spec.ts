import { expect, test } from '@playwright/test';
import { firstProduct } from './catalog-data';
import { interactive } from './shopper-steps';

// Issue 15, §6: chat and trust widgets are left out for a first-time visitor off product pages.

test('a first-time visitor’s first listing has no help launcher or trust strip; the next page has both', async ({ page }) => {
  await page.goto('/clothing');
  await interactive(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Help', exact: true })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Why shop with us' })).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('sf_visited'))).toBe('1');

  await page.reload();
  await interactive(page);
  await expect(page.getByRole('button', { name: 'Help', exact: true })).toBeVisible();
  await expect(page.locator('footer').getByRole('list', { name: 'Why shop with us' })).toBeVisible();
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Need a hand?' });
  await expect(dialog).toContainText('help@storefront.example');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('a first-time visitor landing on a product page sees them at once', async ({ page }) => {
  const product = await firstProduct(page.request, 'collection=clothing&store=us');
  await page.goto(product.url);
  await interactive(page);
  await expect(page.getByRole('button', { name: 'Help', exact: true })).toBeVisible();
  await expect(page.locator('footer').getByRole('list', { name: 'Why shop with us' })).toBeVisible();
});
