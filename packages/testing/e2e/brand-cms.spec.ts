import { expect, test, type Browser, type Page } from '@playwright/test';
import { interactive, signUpInBrowser } from './shopper-steps';
import { STAFF_API_TOKEN } from './staff-token';

// Issue 15: a brand page manager drafts Gildan's page and asks to publish; only staff publish it;
// shoppers then see the published banner, story and featured products above the listing.

test.setTimeout(180_000);

async function person(browser: Browser, name: string, role: 'brand_page_manager' | 'staff') {
  const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
  const email = await signUpInBrowser(page, name);
  // the operator's grant on a running site (the grant-role command cannot open a running site's database)
  const granted = await page.request.put('/api/staff/roles', { data: { email, role }, headers: { authorization: `Bearer ${STAFF_API_TOKEN}` } });
  expect(granted.status(), await granted.text()).toBe(200);
  return { page, email };
}

async function csrf(page: Page): Promise<string> {
  return (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
}

test('a manager drafts and asks, staff publish, and the brand page shows the published story and featured products', async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const headline = `Heavyweight basics, pressed to last (${stamp})`;
  const manager = await person(browser, 'Manager', 'brand_page_manager');
  const staff = await person(browser, 'Staff', 'staff');
  const assigned = await staff.page.request.put('/api/staff/brands/gildan/managers', { data: { email: manager.email }, headers: { 'x-csrf-token': await csrf(staff.page) } });
  expect(assigned.status(), await assigned.text()).toBe(200);
  const products = (await (await manager.page.request.get('/api/products?brand=gildan&per_page=24&store=us')).json()).products as { slug: string; title: string }[];
  const [first, second] = products;
  if (!first || !second) throw new Error('the demo catalog has fewer than two Gildan products');

  // the manager finds the brand from the account and edits its draft
  const m = manager.page;
  await m.goto('/account');
  await m.getByRole('navigation', { name: 'Store work' }).getByRole('link', { name: 'Brand pages' }).click();
  await m.getByRole('link', { name: 'Gildan' }).click();
  const draft = m.getByRole('form', { name: "Draft of Gildan's page" });
  await expect(draft).toBeVisible();
  // an earlier run's request may still wait: take it back first
  const withdraw = m.getByRole('button', { name: 'Withdraw the request' });
  if (await withdraw.isVisible()) {
    await withdraw.click();
    await expect(m.getByText('Request withdrawn. Change the draft and ask again.')).toBeVisible();
  }
  await draft.getByRole('textbox', { name: 'Banner headline' }).fill(headline);
  await draft.getByRole('textbox', { name: /^Story/ }).fill('Printed since **1984**. <b>not html</b>');
  // start from an empty list (an earlier run may have featured some)
  const removeButtons = draft.getByRole('button', { name: /^Remove / });
  while ((await removeButtons.count()) > 0) await removeButtons.first().click();
  for (const p of [first, second]) {
    await draft.getByRole('textbox', { name: /Product to feature/ }).fill(p.slug);
    await draft.getByRole('button', { name: 'Add product' }).click();
  }
  await draft.getByRole('button', { name: `Move ${second.slug} up` }).click();
  await draft.getByRole('button', { name: 'Save draft' }).click();
  await expect(m.getByText('Draft saved. Shoppers still see the published page.')).toBeVisible();
  await expect(m.getByRole('region', { name: 'Story preview (saved draft)' }).locator('strong')).toHaveText('1984');
  await m.getByRole('textbox', { name: /Note to staff/ }).fill(`Run ${stamp}`);
  await m.getByRole('button', { name: 'Ask staff to publish' }).click();
  await expect(m.getByText(/Waiting for staff since/)).toBeVisible();

  // a draft is not public; the manager has no queue to publish from
  const shopper = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await shopper.goto('/brands/gildan');
  await interactive(shopper);
  await expect(shopper.getByText(headline)).toHaveCount(0);
  await m.goto('/account/publish-requests');
  await expect(m.getByText(/This needs the staff role/)).toBeVisible();

  // staff publish it from their queue
  const s = staff.page;
  await s.goto('/account');
  await s.getByRole('navigation', { name: 'Store work' }).getByRole('link', { name: 'Publish requests' }).click();
  const card = s.getByRole('article', { name: 'Gildan' }).filter({ hasText: `Run ${stamp}` });
  await expect(card.getByText(headline)).toBeVisible();
  await card.getByRole('button', { name: 'Publish Gildan’s page' }).click();
  await expect(s.getByText('Published Gildan’s page.')).toBeVisible();

  // shoppers now see it above the listing, in the first HTML and after hydration
  const html = await (await shopper.request.get('/brands/gildan')).text();
  expect(html).toContain(headline);
  await shopper.reload();
  await interactive(shopper);
  const about = shopper.getByRole('region', { name: 'About Gildan' });
  await expect(about.getByText(headline)).toBeVisible();
  await expect(about.locator('strong')).toHaveText('1984');
  await expect(about.getByText('<b>not html</b>', { exact: false })).toBeVisible();
  await expect(about.getByRole('list', { name: 'Featured from Gildan' }).getByRole('heading', { level: 3 })).toHaveText([second.title, first.title]);

  // staff also keep the stored help pages: an edit of the Canadian careers page shows at the next visit
  await s.goto('/account');
  await s.getByRole('navigation', { name: 'Store work' }).getByRole('link', { name: 'Help and content pages' }).click();
  await s.getByRole('link', { name: /^Edit .* \(Canada\)$/ }).filter({ hasText: /Careers|Work with us/ }).click();
  const editor = s.getByRole('form', { name: /^Edit / });
  await editor.getByRole('textbox', { name: /^Text/ }).fill(`We are hiring press operators (${stamp}). Returns within {{return_days}} days.`);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(s.getByText('Saved. Shoppers see it at their next visit.')).toBeVisible();
  await shopper.goto('/ca/careers');
  await interactive(shopper);
  await expect(shopper.getByRole('main')).toContainText(`We are hiring press operators (${stamp}). Returns within 30 days.`);
});
