import { expect, test } from '@playwright/test';
import type { ProductResponse } from '@storefront/contracts';
import { formatMoney } from '@storefront/store-config';
import { mailTo, receivedMails } from './alert-inbox';
import { interactive, signUpInBrowser } from './shopper-steps';
import { STAFF_API_TOKEN } from './staff-token';

// Issue 13: a price drop on a favourite sends an email, received here by a real SMTP server
// (the site runs with SMTP_URL pointing at the run's server and checks alerts every second).

test('a shopper watching a favourite for a price drop gets one email when the shop lowers the price', async ({ page }) => {
  const email = await signUpInBrowser(page, 'Gwen');
  // a product no other browser test prices: the third hoodie
  const listing = await (await page.request.get('/api/products?category=hoodies&store=us')).json();
  const slug: string = listing.products[2].slug;
  const detail = ((await (await page.request.get(`/api/products/${slug}?store=us`)).json()) as ProductResponse).product;
  const tiers = detail.price_tiers.map((t) => ({ min_qty: t.min_qty, amount: t.amount }));
  const setPrices = async (next: { min_qty: number; amount: number }[]) => {
    const res = await page.request.put(`/api/staff/products/${slug}/prices`, { headers: { authorization: `Bearer ${STAFF_API_TOKEN}` }, data: { store: 'us', tiers: next } });
    expect(res.status(), await res.text()).toBe(200);
  };

  try {
    await page.goto(detail.url);
    await interactive(page);
    const main = page.locator('#sf-main');
    await main.getByRole('button', { name: `Save ${detail.title} to My Library` }).click();
    await expect(main.getByRole('status').filter({ hasText: 'Added to My Library' })).toBeVisible();
    await page.goto('/account/library?show=favorites');
    const saved = main.getByRole('listitem', { name: detail.title });
    await saved.getByRole('checkbox', { name: 'Email me when the price drops' }).click();
    await expect(saved.getByRole('checkbox', { name: 'Email me when the price drops' })).toBeChecked();

    // the shop puts it on sale: 15% off every tier
    const sale = tiers.map((t) => ({ ...t, amount: Math.round(t.amount * 0.85) }));
    await setPrices(sale);
    // (a shopper of an earlier run, on a database kept between runs, may watch the same product)
    const mine = async () => (await receivedMails()).filter((m) => m.subject === `Price drop: ${detail.title}` && mailTo(m, email));
    await expect.poll(async () => (await mine()).length, { timeout: 20_000 }).toBe(1);
    const mail = (await mine())[0]!;
    expect([mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address))).toEqual([email]);
    expect(mail.text).toContain(formatMoney(tiers[0]!.amount, 'us'));
    expect(mail.text).toContain(formatMoney(sale[0]!.amount, 'us'));
    expect(mail.text).toContain(`/${slug}.html`);

    // one mail per change, not one per run: a few more runs of the job send nothing new
    await page.waitForTimeout(3_000);
    expect(await mine()).toHaveLength(1);
  } finally {
    await setPrices(tiers);
  }
});
