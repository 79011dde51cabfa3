import { expect, test } from '@playwright/test';
import { interactive } from './shopper-steps';

// Issue 15: help, the FAQ and the other content pages come from the database, per store.

test('the Canadian FAQ is in the first HTML, links move within the store without a reload, and figures are in CAD', async ({ page }) => {
  // the server's HTML already holds the stored text (no script needed to read it)
  const html = await (await page.request.get('/ca/faq')).text();
  expect(html).toContain('Frequently asked questions');
  expect(html).toContain('href="/ca/faq/shipping"');

  await page.goto('/ca/faq');
  await interactive(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Shipping' }).click();
  await expect(page).toHaveURL(/\/ca\/faq\/shipping$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping questions' })).toBeVisible();
  await expect(page).toHaveTitle(/Shipping questions/);
  await expect(page.getByRole('main')).toContainText(/free on orders of .*99\.00/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // back goes back to the FAQ, still without a reload
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('same-day shipping lists each product line’s cutoff; a missing content path is the not-found page', async ({ page }) => {
  await page.goto('/sameday');
  await interactive(page);
  const table = page.getByRole('main').getByRole('table');
  await expect(table.getByRole('row', { name: /Blank apparel/ })).toContainText(/\d{1,2}(AM|PM)/);
  await expect(table.getByRole('row')).toHaveCount(6);
  const res = await page.goto('/faq/nothing-here');
  expect(res?.status()).toBe(404);
});
