import { expect, test } from '@playwright/test';
import { interactive } from './shopper-steps';
import { startGateway } from './second-gateway';

// A remote whose registry entry points at a dead URL shows an error in its own slot; the header
// and the other areas keep working.
test('one remote failing to load breaks only its area', async ({ page }) => {
  test.setTimeout(180_000);
  const gw = await startGateway(3190, { REGISTRY_OVERRIDES: JSON.stringify({ mfe_pdp: '/remotes/mfe-pdp/0.0.0-gone/mf-manifest.json' }) });
  try {
    const listing = await (await fetch(`${gw.url}/api/products?per_page=24`)).json();
    const product = listing.products[0];

    await page.goto(`${gw.url}${product.url}`);
    const alert = page.locator('#sf-area-pdp').getByRole('alert');
    await expect(alert).toContainText('could not be loaded');
    // the header still works: its search and menus are there and usable
    await expect(page.getByRole('search', { name: 'Product search' })).toBeVisible();
    await page.getByRole('search', { name: 'Product search' }).getByRole('searchbox').fill('tee');
    await page.keyboard.press('Enter');
    // and another area (the listing) mounts normally after client-side navigation
    await expect(page.getByRole('heading', { level: 1, name: /Search results for "tee"/ })).toBeVisible();
  } finally {
    await gw.stop();
  }
});

test('Escape closes an open modal', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/hoodies');
  await interactive(page);
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});
