import { expect, type Page } from '@playwright/test';
import { firstProduct } from './catalog-data';

// The steps a shopper takes through the UI, shared by the buy-flow tests and the every-screen checks.

/**
 * Waits until every server-rendered area has started hydrating (the remote takes `data-ssr` off
 * its slot as it mounts; React then replays early clicks). A click on the server's HTML before its
 * script has even loaded does nothing yet: on a loaded machine the tests were that quick.
 */
export async function interactive(page: Page): Promise<void> {
  // data-ssr goes when an area starts hydrating, data-hydrating once its content is live
  await page.waitForFunction(() => document.querySelector('[data-ssr], [data-hydrating]') === null);
}

/** Opens a product page of the listing `query` and adds `quantity` of its first size in stock. */
export async function addFromProductPage(page: Page, query: string, quantity: number, store: 'us' | 'ca' = 'us', skip = 0): Promise<string> {
  const res = await page.request.get(`/api/products?${query}&store=${store}`);
  const products = (await res.json()).products.filter((p: { in_stock: boolean }) => p.in_stock);
  const p = products[skip] ?? (await firstProduct(page.request, query));
  await page.goto(p.url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await interactive(page);
  await page.getByRole('radiogroup', { name: /size/i }).getByRole('radio', { disabled: false }).first().check({ force: true });
  const form = page.getByRole('form', { name: 'Add to cart' });
  await form.getByLabel('Quantity').fill(String(quantity));
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(form.getByRole('status')).toContainText('Added to cart');
  return p.title as string;
}

export async function fillUsAddress(page: Page) {
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Address', { exact: true }).fill('1 Main St');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State').selectOption('TX');
  await page.getByLabel('ZIP code').fill('78701');
  await page.getByRole('button', { name: 'Use this address' }).click();
}

export async function payWith(page: Page, number: string) {
  const payment = page.getByRole('form', { name: 'Payment' });
  await payment.getByLabel('Card number').fill(number);
  await payment.getByLabel('Expiry (MM/YY)').fill('12/34');
  await payment.getByLabel('CVC').fill('123');
  await payment.getByRole('button', { name: 'Place order' }).click();
}

/** Signs a new shopper up through the sign-up screen; returns the email. */
export async function signUpInBrowser(page: Page, name: string): Promise<string> {
  const email = `${name.toLowerCase()}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  await page.goto('/account/sign-up');
  await interactive(page);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  return email;
}
