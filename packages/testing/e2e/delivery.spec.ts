import { expect, test, type Response } from '@playwright/test';
import { unstyledButtons } from './screen-checks';

// Issue 4's browser test: the delivery promise on a 48-product listing, under clock control.

const isEstimateCall = (url: string) => url.includes('/api/products/delivery_estimates');

test('a 48-product listing asks for its estimates once, shows badges, counts down, and follows a new ZIP code', async ({ page }) => {
  // The countdown shows within a day of a cutoff: start the page's clock 3 hours before the first
  // card's cutoff, whatever the real day (a weekend's next cutoff is days away).
  const listing = await (await page.request.get('/api/products?collection=clothing&per_page=48&store=us')).json();
  const firstId = listing.products.find((p: { in_stock: boolean; composition_id?: number }) => p.in_stock && p.composition_id).composition_id;
  const probe = await (await page.request.get(`/api/products/delivery_estimates.json?composition_ids=${firstId}&store=us`)).json();
  const cutoff = Date.parse(probe.estimates[String(firstId)].cutoff_at);
  await page.clock.install({ time: cutoff - 3 * 60 * 60 * 1000 });
  const calls: string[] = [];
  const answers: Response[] = [];
  page.on('request', (r) => void (isEstimateCall(r.url()) && calls.push(r.url())));
  page.on('response', (r) => void (isEstimateCall(r.url()) && answers.push(r)));

  await page.goto('/clothing?per_page=48');
  const results = page.getByRole('region', { name: 'Results', exact: true });
  await expect(results.getByRole('article')).toHaveCount(48);

  // badges appear, from one batched call
  const countdown = results.getByText(/^Order within /).first();
  await expect(countdown).toBeVisible();
  // the headline is the standard speed's promise (issue 9): "Get it tomorrow!", "Standard delivery Tue, Dec 1"…
  await expect(results.getByText(/^Get it (today|tomorrow)|^(Standard|Free) delivery (Mon|Tue|Wed|Thu|Fri|Sat|Sun), /).first()).toBeVisible();
  // …and the countdown names the speed whose cutoff it counts down to
  await expect(countdown).toHaveText(/^Order within .+ for (Standard|Expedited|Overnight)$/);
  expect(calls).toHaveLength(1);
  const ids = new URL(calls[0]!).searchParams.get('composition_ids')!.split(',');
  expect(ids.length).toBeGreaterThan(40);
  expect(ids.length).toBeLessThanOrEqual(48);

  // the countdown refreshes after a minute of page time
  const before = await countdown.textContent();
  await page.clock.fastForward('01:00');
  await expect(countdown).not.toHaveText(before ?? '');
  expect(calls).toHaveLength(1);

  // a far-away ZIP code: the badges are asked for again, for the new destination
  const first = (await answers[0]!.json()).estimates as Record<string, { delivery_day: string }>;
  await page.getByRole('banner').getByRole('button', { name: /^Deliver to / }).click();
  const dialog = page.getByRole('dialog', { name: 'Change delivery location' });
  // its Save button was once the browser's bare default (issue 9)
  expect(await unstyledButtons(page)).toEqual([]);
  await dialog.getByRole('textbox', { name: 'ZIP code' }).fill('99501');
  await dialog.getByRole('button', { name: 'Save location' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Deliver to 99501' })).toBeVisible();
  await expect.poll(() => answers.length).toBe(2);
  const second = (await answers[1]!.json()).estimates as Record<string, { delivery_day: string }>;
  const shared = Object.keys(first).filter((id) => second[id]);
  expect(shared.length).toBeGreaterThan(0);
  // Anchorage is further from every warehouse than the default New York destination
  expect(shared.some((id) => second[id]!.delivery_day > first[id]!.delivery_day)).toBe(true);

  // a malformed code is refused at the field
  await page.getByRole('banner').getByRole('button', { name: 'Deliver to 99501' }).click();
  await dialog.getByRole('textbox', { name: 'ZIP code' }).fill('ABC');
  await dialog.getByRole('button', { name: 'Save location' }).click();
  await expect(dialog.getByRole('alert')).toContainText('ZIP code');
});
