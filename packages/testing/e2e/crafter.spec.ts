import { expect, test, type Page } from '@playwright/test';
import { TEST_CARDS, type CartResponse, type CrafterQuoteResponse } from '@storefront/contracts';
import { formatMoney } from '@storefront/store-config';
import { pdfText } from '../src/pdf-reader';
import { mailTo, receivedMails } from './alert-inbox';
import { interactive, payWith, signUpInBrowser } from './shopper-steps';

// Issue 14, the crafter's whole path: become a crafter → a design-lab project → a customer → a quote
// with a catalog line and the project's line, 30% deposit → send it (the run's SMTP server gets the
// mail) → the customer, in a browser of their own, accepts and pays the deposit with a card that asks
// for her bank's check → the crafter sees
// it paid → the customer pays the balance → earnings show the margin → the invoice PDF reads right →
// the crafter orders the goods (the blanks and the printed design) into their own cart at the cost the quote showed, ships them straight
// to the customer; the placed store order is attached to her and the quote by itself; the job is completed.

async function payCard(page: Page, form: string, number: string = TEST_CARDS.success) {
  const card = page.getByRole('form', { name: form });
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel('Expiry month').fill('12');
  await card.getByLabel('Expiry year').fill('34');
  await card.getByLabel('CVC').fill('123');
  return card;
}

test('a crafter quotes a customer, who accepts, pays the deposit and then the balance', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const main = page.locator('#sf-main');
  await signUpInBrowser(page, 'Cora');

  // 1. become a crafter from the account page
  await page.goto('/account?apply=crafter');
  await interactive(page);
  await main.getByLabel('Business name').fill('Cora Prints');
  await main.getByRole('button', { name: /Apply|Become/ }).click();
  await expect(main.getByRole('heading', { name: 'You’re a crafter now' })).toBeVisible();

  // 2. a design in the design lab (autosaved to the crafter's projects)
  await page.goto('/design-lab/start?category=tees');
  await main.getByRole('link', { name: /^Design .+ in / }).first().click();
  await expect(page).toHaveURL(/\/design-lab\?product=/);
  await page.getByRole('button', { name: 'Add text' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 20_000 });

  // 3. a customer
  await page.goto('/crafter?tab=customers');
  await interactive(page);
  const customerEmail = `grace-${Date.now().toString(36)}@example.com`;
  await main.getByRole('button', { name: 'Add customer' }).click();
  const customerForm = main.getByRole('form', { name: 'New customer' });
  await customerForm.getByLabel('Name', { exact: true }).fill('Grace Hopper');
  await customerForm.getByLabel('Email').fill(customerEmail);
  await customerForm.getByRole('button', { name: 'Add address' }).click();
  await customerForm.getByLabel('Full name').fill('Grace Hopper');
  await customerForm.getByLabel('Address line 1').fill('1 Main St');
  await customerForm.getByLabel('City').fill('Buffalo');
  await customerForm.getByLabel('State').selectOption('NY');
  await customerForm.getByLabel('ZIP code').fill('14201');
  await customerForm.getByRole('button', { name: 'Save customer' }).click();
  await expect(main.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();

  // 4. the quote: a tee from the catalog and the design-lab project, 30% deposit
  await main.getByRole('link', { name: 'Quotes' }).click();
  await main.getByRole('link', { name: 'New quote' }).click();
  await main.getByLabel('Quote title').fill('Team tees');
  await main.getByLabel('Customer', { exact: true }).selectOption({ label: `Grace Hopper (${customerEmail})` });
  await main.getByRole('button', { name: 'Add catalog line' }).click();
  await main.getByLabel('Search products for line 1').fill('tee');
  await main.getByLabel('Search products for line 1').press('Enter');
  await main.getByRole('list', { name: 'Products for line 1' }).getByRole('button').first().click();
  const sizeInputs = main.getByRole('group', { name: 'Quantities per size' }).getByRole('textbox');
  await sizeInputs.nth(0).fill('6');
  await sizeInputs.nth(1).fill('6');
  await main.getByLabel('Your unit price').first().fill('25.00');
  await main.getByRole('button', { name: 'Add a design-lab project' }).click();
  // the project's mockup is on the line: the dialog shows each project by its picture too
  await page.getByRole('dialog', { name: 'Add a design-lab project' }).getByRole('button', { name: /^Add / }).first().click();
  await expect(page.getByRole('dialog', { name: 'Add a design-lab project' })).toBeHidden();
  // the project's line has its garment colour's sizes; the store prices the design when the quote is saved
  const projectLine = main.getByRole('group', { name: /Line 2: .* \(design-lab project\)/ });
  await expect(projectLine.getByText('Priced by the store when you save')).toBeVisible();
  await projectLine.getByRole('group', { name: 'Quantities per size' }).getByRole('textbox').first().fill('12');
  await projectLine.getByLabel('Your unit price').fill('28.00');
  // the store is asked the design's made price as the quantities change
  const liveCost = projectLine.getByText(/each \(made price for this quantity\)/);
  await expect(liveCost).toBeVisible();
  const liveText = await liveCost.textContent();
  await main.getByLabel('Deposit (%)').fill('30');
  await main.getByRole('button', { name: 'Save draft' }).click();
  await expect(projectLine.getByText('(made price for this quantity)')).toBeVisible();
  await main.getByRole('button', { name: 'Send to customer' }).click();
  await expect(main.getByText(`Sent to ${customerEmail}`)).toBeVisible();
  // what the service priced: the cost is the store's tier for 12 tees, the margin the crafter's prices less it
  const quoteId = new URL(page.url()).searchParams.get('quote')!;
  const { quote } = (await (await page.request.get(`/api/crafter/quotes/${quoteId}`)).json()) as CrafterQuoteResponse;
  expect(quote.lines.map((l) => [l.kind, l.quantity])).toEqual([
    ['catalog', 12],
    ['design', 12],
  ]);
  // the price asked while typing is the price the service gave the saved line
  expect(liveText).toContain(formatMoney(quote.lines[1]!.unit_cost, 'us'));
  // a printed design costs the crafter more than the blank tee alone
  expect(quote.lines[1]!.unit_cost).toBeGreaterThan(quote.lines[0]!.unit_cost);
  expect(quote.totals.margin).toBe(quote.totals.subtotal - quote.totals.cost);
  expect(quote.totals.deposit.amount + quote.totals.balance.amount).toBe(quote.totals.total);
  await expect(main.getByRole('complementary', { name: 'Totals and actions' })).toContainText(formatMoney(quote.totals.total, 'us'));

  // 5. the customer's email, received by the run's SMTP server
  await expect.poll(async () => (await receivedMails()).filter((m) => mailTo(m, customerEmail)).length, { timeout: 20_000 }).toBe(1);
  const mail = (await receivedMails()).find((m) => mailTo(m, customerEmail))!;
  expect(mail.subject).toMatch(/^Quote Q-\d{4} from Cora Prints: Team tees$/);
  const link = /https?:\/\/\S+\/crafter\/quote\?t=[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')![0];

  // 6. a fresh browser: no account, only the link
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await customer.goto(new URL(link).pathname + new URL(link).search);
  await interactive(customer);
  await expect(customer.getByRole('heading', { level: 1, name: 'Team tees' })).toBeVisible();
  await expect(customer.getByRole('region', { name: 'What’s included' }).getByRole('img')).toHaveCount(2);
  // her card asks for her bank's check: the page asks it, and nothing is paid until she approves
  const deposit = await payCard(customer, 'Accept and pay deposit', TEST_CARDS.authenticationRequired);
  await deposit.getByRole('button', { name: 'Accept and pay deposit' }).click();
  const bankCheck = customer.getByRole('dialog', { name: 'Confirm your payment' });
  await expect(bankCheck).toContainText('Your bank asks you to confirm this payment.');
  await expect(customer.getByText('Deposit paid:')).toBeHidden();
  await bankCheck.getByRole('button', { name: 'Approve' }).click();
  await expect(bankCheck).toBeHidden();
  await expect(customer.getByText('Deposit paid:')).toBeVisible();
  await expect(customer.getByRole('status').filter({ hasText: 'Deposit paid:' })).toContainText(formatMoney(quote.totals.deposit.amount, 'us'));

  // 7. the crafter sees it paid
  await page.reload();
  await interactive(page);
  await expect(main.getByText('Partly paid').first()).toBeVisible();

  // 8. the customer pays the balance
  const balance = await payCard(customer, 'Pay the balance');
  await balance.getByRole('button', { name: 'Pay balance' }).click();
  await expect(customer.getByRole('status').filter({ hasText: 'Paid in full. Thank you!' })).toBeVisible();

  // 9. earnings show the margin
  await page.goto('/crafter?tab=earnings');
  await interactive(page);
  await expect(main.getByRole('table').first()).toContainText(formatMoney(quote.totals.margin, 'us'));

  // 10. the invoice PDF, read as text
  const [download] = await Promise.all([customer.waitForEvent('download'), customer.getByRole('link', { name: 'Download invoice (PDF)' }).click()]);
  const bytes = await (await import('node:fs/promises')).readFile((await download.path())!);
  const text = await pdfText(bytes);
  expect(text).toContain('Cora Prints');
  expect(text).toMatch(/Invoice Q-\d{4}/);
  expect(text).toContain('Status: Paid');
  expect(text).toContain('Team tees');
  expect(text).toContain(`Total ${formatMoney(quote.totals.total, 'us')}`);
  expect(text).toContain(`Balance due ${formatMoney(0, 'us')}`);
  await customerContext.close();

  // 11. the goods: the quote's catalog sizes into the crafter's own cart at the store's tier, then checkout
  await page.goto(`/crafter?tab=quotes&quote=${quoteId}`);
  await interactive(page);
  // the quote ships to Grace: checkout is set to ship straight to her
  await expect(main.getByRole('checkbox', { name: 'Ship straight to Grace Hopper, Buffalo NY' })).toBeChecked();
  await main.getByRole('button', { name: 'Order the goods' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('1 Main St');
  await expect(page.getByLabel('City')).toHaveValue('Buffalo');
  const checkout = (await (await page.request.get('/api/v2/checkout.json?store=us')).json()) as { checkout: { ship_address: { name: string; postal_code: string } | null } };
  expect(checkout.checkout.ship_address).toMatchObject({ name: 'Grace Hopper', postal_code: '14201' });
  const cart = (await (await page.request.get('/api/v2/cart.json?store=us')).json()) as CartResponse;
  const catalogLine = quote.lines.find((l) => l.kind === 'catalog')!;
  const designLine = quote.lines.find((l) => l.kind === 'design')!;
  const blanks = cart.cart?.lines.filter((l) => !l.made_design_id) ?? [];
  const printed = cart.cart?.lines.filter((l) => l.made_design_id) ?? [];
  expect(blanks.map((l) => [l.sku, l.quantity]).sort()).toEqual(catalogLine.sizes.map((s) => [s.sku, s.quantity]).sort());
  expect(printed.map((l) => [l.sku, l.quantity])).toEqual(designLine.sizes.map((s) => [s.sku, s.quantity]));
  // the store charges the crafter what the quote showed as their cost, blanks and the printed design alike
  expect(cart.cart?.subtotal.amount).toBe(catalogLine.unit_cost * catalogLine.quantity + designLine.unit_cost * designLine.quantity);

  // 12. the crafter places the store order, shipped to Grace
  await interactive(page);
  await page.getByRole('radio', { name: /Standard/ }).check();
  await payWith(page, TEST_CARDS.success);
  await expect(page).toHaveURL(/\/checkout\/thank-you\/R\d{9}$/);
  const orderNumber = page.url().split('/').pop()!;
  await expect(page.getByText('Grace Hopper')).toBeVisible();
  // the order placed from the cart "Order the goods" filled is attached to the quote and Grace by itself
  await page.goto('/crafter?tab=orders');
  await interactive(page);
  await expect(main.getByLabel(`Quote for order ${orderNumber}`)).toHaveValue(quoteId);
  await expect(main.getByLabel(`Customer for order ${orderNumber}`)).toHaveValue(quote.customer!.id!);
  await page.goto(`/crafter?tab=quotes&quote=${quoteId}`);
  await interactive(page);
  await expect(main.getByRole('link', { name: orderNumber })).toBeVisible();
  await main.getByRole('button', { name: 'Complete' }).click();
  await expect(main.getByText('Marked as completed.')).toBeVisible();
});
