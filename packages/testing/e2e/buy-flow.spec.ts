import { expect, test } from '@playwright/test';
import { TEST_CARDS } from '@storefront/contracts';
import { formatMoney } from '@storefront/store-config';
import { addFromProductPage, fillUsAddress, payWith, interactive } from './shopper-steps';

// Issue 3's browser tests: the whole buy flow on the composed site, through the UI a shopper uses.

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a guest adds two items, signs up and finds them merged, applies a coupon, pays and finds the order in the history', async ({ page }) => {
  const first = await addFromProductPage(page, 'category=t-shirts&per_page=24', 2);
  const second = await addFromProductPage(page, 'category=hoodies&per_page=24', 1);
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();

  await page.goto('/account/sign-up');
  await interactive(page);
  await page.getByLabel('Name').fill('Grace');
  await page.getByLabel('Email').fill(`grace-${unique()}@example.com`);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: /Grace|Your account/ })).toBeVisible();

  // the guest cart became the account's cart
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: first }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: second }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();

  const coupon = page.getByRole('form', { name: 'Coupon' });
  await coupon.getByLabel('Coupon code').fill('welcome10');
  await coupon.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('region', { name: 'Coupon' })).toContainText('WELCOME10');

  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await fillUsAddress(page);
  await page.getByRole('radio', { name: /Standard/ }).check();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText(/Discount|WELCOME10/);
  await payWith(page, TEST_CARDS.success);

  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/thank-you\/R\d{9}$/);
  const number = page.url().split('/').pop()!;
  await expect(page.getByText(number)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Delivery address' })).toBeVisible();
  await expect(page.getByText('Ada Lovelace')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();

  await page.goto('/orders');
  await interactive(page);
  await page.getByRole('link', { name: `Order ${number}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await expect(page.getByText(first).first()).toBeVisible();
});

test('a declined card shows the reason and leaves the cart as it was', async ({ page }) => {
  const title = await addFromProductPage(page, 'category=t-shirts&per_page=24', 1, 'us', 1);
  await page.goto('/checkout');
  await interactive(page);
  await page.getByLabel('Email').fill(`guest-${unique()}@example.com`);
  await fillUsAddress(page);
  await page.getByRole('radio', { name: /Standard/ }).check();
  await payWith(page, TEST_CARDS.insufficientFunds);
  await expect(page.getByRole('alert').filter({ hasText: 'Your card has insufficient funds.' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);

  await page.goto('/cart');
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});

test('saved carts: create, switch and rename from the header', async ({ page }) => {
  await page.goto('/account/sign-up');
  await interactive(page);
  await page.getByLabel('Name').fill('Linus');
  await page.getByLabel('Email').fill(`linus-${unique()}@example.com`);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Create account' }).click();
  // signed in once the account screen greets: only then leave the page
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('link', { name: /Linus/ }).first()).toBeVisible();
  await addFromProductPage(page, 'category=t-shirts&per_page=24', 2);
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  const toggle = page.getByRole('button', { name: /Saved carts/ });
  await toggle.click();
  const panel = page.getByRole('region', { name: 'Saved carts' });
  await expect(panel.getByRole('listitem', { name: 'Cart 1' })).toBeVisible();
  await panel.getByRole('button', { name: 'New cart' }).click();
  // the new, empty cart is first and active: the counter follows it
  await expect(panel.getByRole('listitem').first()).toHaveAccessibleName('Cart 2');
  await expect(panel.getByRole('listitem', { name: 'Cart 2' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();

  await panel.getByRole('button', { name: 'Switch to Cart 1' }).click();
  await expect(panel.getByRole('listitem', { name: 'Cart 1' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  await panel.getByRole('button', { name: 'Rename Cart 1' }).click();
  const rename = panel.getByRole('form', { name: 'Rename Cart 1' });
  await rename.getByLabel('Cart name').fill('Team shirts');
  await rename.getByRole('button', { name: /save/i }).click();
  await expect(panel.getByRole('listitem', { name: 'Team shirts' })).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: /Saved carts/ }).click();
  await expect(page.getByRole('region', { name: 'Saved carts' }).getByRole('listitem', { name: 'Team shirts' })).toHaveAttribute('aria-current', 'true');
});

test('the Canadian store sells in CAD: HST at checkout, an authenticated card, and a CAD thank-you page', async ({ page }) => {
  await addFromProductPage(page, 'category=t-shirts&per_page=24', 1, 'ca', 2);
  await page.goto('/ca/cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // the page shows the cart's CAD subtotal in en-CA format
  const cart = (await (await page.request.get('/api/v2/cart.json?store=ca')).json()).cart;
  expect(cart.currency).toBe('CAD');
  await expect(page.locator('main')).toContainText(formatMoney(cart.subtotal.amount, 'ca'));
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/ca\/checkout$/);
  await page.getByLabel('Email').fill(`canuck-${unique()}@example.com`);
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Address', { exact: true }).fill('1 King St W');
  await page.getByLabel('City').fill('Toronto');
  await page.getByLabel('Province').selectOption('ON');
  await page.getByLabel('Postal code').fill('m5h1a1');
  await page.getByRole('button', { name: 'Use this address' }).click();
  await page.getByRole('radio', { name: /Standard/ }).check();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText('HST 13%');

  await payWith(page, TEST_CARDS.authenticationRequired);
  const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
  await dialog.getByRole('button', { name: 'Approve' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page).toHaveURL(/\/ca\/checkout\/thank-you\/R\d{9}$/);
  await expect(page.getByText('M5H 1A1')).toBeVisible();
  const number = page.url().split('/').pop()!;
  const order = await (await page.request.get(`/api/v2/orders/${number}.json`)).json();
  expect(order.order.currency).toBe('CAD');
  expect(order.order.summary.tax_lines.map((t: { name: string }) => t.name)).toEqual(['HST 13%']);
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText('HST 13%');
});
