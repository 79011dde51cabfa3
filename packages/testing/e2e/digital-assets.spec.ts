import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { TEST_CARDS } from '@storefront/contracts';
import { logoOnWhitePng, readPngInfo } from '../src/test-png';
import { firstProduct } from './catalog-data';
import { fillUsAddress, interactive, payWith, signUpInBrowser } from './shopper-steps';

// Issue 13, digital assets: buy a design with the extended licence → download it and its licence
// certificate from the thank-you page and My Library (links only the buyer can use) → send it to
// print and land on the DTF artwork page; and a shopper's own files: upload with progress, delete
// after the §5 question.

test('a shopper buys a design, downloads it and its certificate, and sends it to print', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const asset = await firstProduct(page.request, 'line=digital');
  expect(asset.url).toMatch(/^\/digital-assets\/[a-z0-9-]+\.html$/);
  await signUpInBrowser(page, 'Dana');

  // the asset page, server-rendered: previews, licences with their prices, the product form
  await page.goto(asset.url);
  await expect(page.getByRole('heading', { level: 1, name: asset.title })).toBeVisible();
  await interactive(page);
  const main = page.locator('#sf-main');
  await expect(main.getByRole('region', { name: `Previews of ${asset.title}` })).toBeVisible();
  await main.getByRole('radio', { name: /Extended licence/ }).check();
  const form = main.getByRole('form', { name: 'Add to cart' });
  await form.getByRole('button', { name: 'Add to cart' }).click();
  const added = page.getByRole('dialog', { name: 'Added to your cart' });
  await expect(added).toBeVisible();
  await expect(added).toContainText(asset.title);
  // the extended licence is five times the standard one (the card's price)
  const extended = ((asset.price.amount * 5) / 100).toFixed(2);
  await expect(added).toContainText(`$${extended}`);
  await added.getByRole('link', { name: 'View cart' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(main).toContainText('Extended licence');
  await expect(main).toContainText('Instant download');

  // a cart of files only: no carrier to choose, nothing charged for shipping
  await page.goto('/checkout');
  await interactive(page);
  await fillUsAddress(page);
  await expect(main.getByText('Digital delivery').first()).toBeVisible();
  await payWith(page, TEST_CARDS.success);
  await expect(page).toHaveURL(/\/checkout\/thank-you\/R\d{9}$/);

  // the thank-you page's downloads: a PNG at 300 DPI, 15 in square
  const downloads = main.getByRole('region', { name: 'Your downloads' });
  const png = downloads.getByRole('link', { name: new RegExp(`^Download PNG, ${asset.title}`) });
  await expect(png).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent('download'), png.click()]);
  expect(file.suggestedFilename()).toMatch(/\.png$/);
  const info = readPngInfo(fs.readFileSync((await file.path())!));
  expect([info.width, info.height, Math.round(info.dpiX ?? 0)]).toEqual([4500, 4500, 300]);
  const downloadUrl = (await png.getAttribute('href'))!;

  // My Library keeps the purchase with its certificate, a PDF naming the order
  await page.goto('/account/library?show=purchased');
  await interactive(page);
  const certificate = main.getByRole('link', { name: new RegExp(`^Licence certificate \\(PDF\\), ${asset.title}`) });
  await expect(certificate).toBeVisible();
  const pdf = await page.request.get((await certificate.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // the signed link is the buyer's alone: another shopper gets nothing
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const stranger = await other.newPage();
  await signUpInBrowser(stranger, 'Eli');
  const refused = await stranger.request.get(downloadUrl);
  expect(refused.status()).toBe(404);
  expect((await refused.body()).subarray(0, 4).toString('hex')).not.toBe('89504e47');
  await other.close();

  // send it to print: the units count against the licence, and the DTF artwork page opens
  await page.goto('/digital-assets');
  await interactive(page);
  await main.getByRole('button', { name: 'Send to print' }).click();
  const print = page.getByRole('dialog', { name: 'Send to print' });
  await print.getByRole('radio', { name: new RegExp(`^${asset.title}, Extended licence`) }).check();
  await print.getByLabel('Printed units').fill('2');
  await print.getByRole('button', { name: 'Send to print', exact: true }).click();
  await expect(page).toHaveURL(/\/design-lab\/artwork\?id=[0-9a-f-]{36}/, { timeout: 30_000 });
  const purchases = await (await page.request.get('/api/digital-assets/purchases.json')).json();
  expect(purchases.purchases.map((p: { units_used: number; print_cap: number | null }) => [p.units_used, p.print_cap])).toEqual([[2, null]]);
});

test('a shopper uploads a file and deletes it after the question', async ({ page }) => {
  await page.goto('/digital-assets');
  await interactive(page);
  const main = page.locator('#sf-main');
  await main.getByLabel('Upload files').setInputFiles({ name: 'crest.png', mimeType: 'image/png', buffer: logoOnWhitePng(900, 900, [20, 90, 200]) });
  const files = main.getByRole('list', { name: 'Uploaded files' });
  await expect(files.getByRole('listitem').filter({ hasText: 'crest.png' })).toBeVisible();

  // kept on the server: a fresh page lists it
  await page.reload();
  await interactive(page);
  await main.getByRole('button', { name: 'Delete crest.png' }).click();
  const question = page.getByRole('dialog', { name: 'Are you sure you want to delete this file?' });
  await expect(question).toBeVisible();
  const [deleted] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/api/digital-assets/uploads/')),
    question.getByRole('button', { name: 'Delete file' }).click(),
  ]);
  expect(await deleted.json()).toEqual({ count: 1 });
  await expect(main.getByRole('button', { name: 'Delete crest.png' })).toHaveCount(0);
  await page.reload();
  await interactive(page);
  await expect(main.getByText('crest.png')).toHaveCount(0);
});

test('a guest pressing the heart on a design is asked to sign in, and no call is made', async ({ page }) => {
  const asset = await firstProduct(page.request, 'line=digital');
  const calls: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/users\/(favorites|library)/.test(r.url())) calls.push(r.url());
  });
  await page.goto(asset.url);
  await interactive(page);
  await page.locator('#sf-main').getByRole('button', { name: `Save ${asset.title} to My Library` }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in to save to My Library' })).toBeVisible();
  expect(calls).toEqual([]);
});

test('a guest’s uploaded file joins their account when they sign up', async ({ page }) => {
  await page.goto('/digital-assets');
  await interactive(page);
  const main = page.locator('#sf-main');
  await main.getByLabel('Upload files').setInputFiles({ name: 'guest-logo.png', mimeType: 'image/png', buffer: logoOnWhitePng(800, 800, [200, 40, 90]) });
  await expect(main.getByRole('list', { name: 'Uploaded files' }).getByRole('listitem').filter({ hasText: 'guest-logo.png' })).toBeVisible();

  await signUpInBrowser(page, 'Gita');
  await page.goto('/digital-assets');
  await interactive(page);
  await expect(main.getByRole('list', { name: 'Uploaded files' }).getByRole('listitem').filter({ hasText: 'guest-logo.png' })).toBeVisible();
  // and it is the account's now: the service lists it for the signed-in user, once
  const listed = await page.request.get('/api/digital-assets/uploads.json');
  expect(listed.status()).toBe(200);
  expect(JSON.stringify(await listed.json()).match(/guest-logo\.png/g)?.length).toBe(1);
});
