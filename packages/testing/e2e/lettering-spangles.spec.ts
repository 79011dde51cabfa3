import { expect, test } from '@playwright/test';
import { logoOnWhitePng } from '../src/test-png';
import { interactive } from './shopper-steps';

// Issue 12, the two print lines that had no browser test: lettering typed on its page (no artwork)
// and spangles laid out from an uploaded artwork, each previewed by the server, priced in the
// store's currency and added to the cart as a line with its picture.

test('a Canadian shopper sets a name in lettering, sees the server’s preview and a CAD price, and adds it to the cart', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/ca/design-lab/letters');
  await interactive(page);
  await page.getByLabel('Your text').fill('SMITH 23');
  await page.getByRole('group', { name: 'Letter height' }).getByRole('radio').nth(1).check();
  // the server sets the line in the font and answers its size: the preview names both
  const preview = page.getByRole('img', { name: /^Lettering preview: “SMITH 23” in .+, [\d.]+ × [\d.]+ in$/ });
  await expect(preview).toBeVisible();
  await page.getByLabel('Quantity of lettering transfers').fill('12');
  const price = page.locator('[data-currency="CAD"]').first();
  await expect(price).toBeVisible();

  const add = page.getByRole('form', { name: 'Add lettering to cart' });
  await add.getByRole('button', { name: 'Add lettering to cart' }).click();
  await expect(add.getByRole('status')).toContainText('Added to cart');

  await page.goto('/ca/cart');
  await interactive(page);
  const line = page.getByRole('listitem', { name: '“SMITH 23” Lettering' });
  await expect(line).toBeVisible();
  await expect(line.getByRole('img', { name: /^“SMITH 23” lettering, [\d.]+ × [\d.]+ in$/ })).toBeVisible();
  await expect(line.locator('[data-currency]').first()).toHaveAttribute('data-currency', 'CAD');
  const cart = (await (await page.request.get('/api/v2/cart.json?store=ca')).json()).cart;
  expect(cart.lines).toHaveLength(1);
  expect(cart.lines[0]).toMatchObject({ quantity: 12, letters: { text: 'SMITH 23' } });
});

test('a shopper turns an uploaded logo into spangles: the stone pattern previews as the stone size changes, and the transfers go in the cart', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/design-lab/transfers');
  await interactive(page);
  await page.getByLabel('Artwork files', { exact: true }).setInputFiles([{ name: 'spangle-logo.png', mimeType: 'image/png', buffer: logoOnWhitePng(900, 900, [200, 30, 60]) }]);
  await expect(page).toHaveURL(/\/design-lab\/artwork\?id=[0-9a-f-]{36}/);
  await interactive(page);

  const panel = page.getByRole('region', { name: 'Spangles' });
  await panel.scrollIntoViewIfNeeded();
  const sizes = panel.getByRole('group', { name: 'Stone size' }).getByRole('radio');
  await sizes.first().check();
  const pattern = panel.getByRole('img', { name: /^Spangle pattern: / });
  await expect(pattern).toBeVisible({ timeout: 30_000 });
  const small = await pattern.getAttribute('alt');
  await sizes.last().check();
  // bigger stones: fewer of them, a new pattern from the server
  await expect(pattern).not.toHaveAttribute('alt', small ?? '', { timeout: 30_000 });

  await panel.getByLabel('Quantity of spangle transfers').fill('12');
  const add = panel.getByRole('form', { name: 'Add spangles to cart' });
  await add.getByRole('button', { name: 'Add spangles to cart' }).click();
  await expect(add.getByRole('status')).toContainText('Added to cart');
  const cart = (await (await page.request.get('/api/v2/cart.json?store=us')).json()).cart;
  expect(cart.lines.find((l: { spangle?: unknown }) => l.spangle)).toMatchObject({ quantity: 12 });
});
