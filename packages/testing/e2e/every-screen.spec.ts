import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { TEST_CARDS, type ListingResponse } from '@storefront/contracts';
import { firstProduct } from './catalog-data';
import { coveredControls, linksIn, seriousAxeFindings, settle, sidewaysOverflow, unstyledButtons } from './screen-checks';
import { EXTRA_VISITS, SCREEN_VISITS, type ScreenVisit, type VisitData } from './screen-visits';
import { addFromProductPage, fillUsAddress, payWith, signUpInBrowser } from './shopper-steps';

// Issue 9: every screen (the table in screen-visits.ts) is checked the same way, so new screens
// inherit the checks: no sideways scroll at 320–414 px, every control is what a tap on its
// centre hits at 375 px, no serious or critical axe finding at 375 and 1366 px, and no button
// left in the browser's default look.

const PHONE_WIDTHS = [320, 375, 414];
let data: VisitData;
let shopperState: string;

/** A shopper with a placed order and a cart that has items again, and a real product and brand. */
async function prepare(browser: Browser): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const product = await firstProduct(page.request, 'category=t-shirts&per_page=24');
  const asset = await firstProduct(page.request, 'line=digital');
  const listing = (await (await page.request.get('/api/products?category=t-shirts&per_page=24')).json()) as ListingResponse;
  const brandSlug = listing.facets.brands[0]!.value;
  await signUpInBrowser(page, 'Screens');
  await addFromProductPage(page, 'category=t-shirts&per_page=24', 1);
  await page.goto('/checkout');
  await fillUsAddress(page);
  await page.getByRole('radio', { name: /Standard/ }).check();
  await payWith(page, TEST_CARDS.success);
  await expect(page).toHaveURL(/\/checkout\/thank-you\/R\d{9}$/);
  const orderNumber = page.url().split('/').pop()!;
  await addFromProductPage(page, 'category=hoodies&per_page=24', 2);
  fs.mkdirSync(path.dirname(shopperState), { recursive: true });
  await context.storageState({ path: shopperState });
  await context.close();
  data = { productUrl: product.url, brandSlug, orderNumber, assetUrl: asset.url };
}

// the visits are independent: both workers take them, rather than one worker taking the whole file
test.describe.configure({ mode: 'parallel' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  // a failed test restarts the worker: the shopper made once per run (the output folder is emptied
  // at the start of each run) is reused rather than signed up again
  // each worker has its own shopper (the visits run in parallel), kept under its parallel index
  const slot = test.info().parallelIndex;
  const saved = path.join(test.info().project.outputDir, `every-screen-data-${slot}.json`);
  shopperState = path.join(test.info().project.outputDir, `every-screen-shopper-${slot}.json`);
  if (fs.existsSync(saved) && fs.existsSync(shopperState)) {
    data = JSON.parse(fs.readFileSync(saved, 'utf8')) as VisitData;
    return;
  }
  await prepare(browser);
  fs.writeFileSync(saved, JSON.stringify(data));
});

const visits: { name: string; visit: ScreenVisit; prefix: '' | '/ca' }[] = [
  ...Object.entries(SCREEN_VISITS).flatMap(([name, visit]) => [
    { name, visit, prefix: '' as const },
    ...(visit.canadian ? [{ name: `${name} (Canada)`, visit, prefix: '/ca' as const }] : []),
  ]),
  ...EXTRA_VISITS.map((visit) => ({ name: visit.name, visit, prefix: '' as const })),
];

async function open(browser: Browser, visit: ScreenVisit, prefix: string, width: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: width < 800 ? 740 : 900 },
    ...(width < 800 ? { hasTouch: true, isMobile: true } : {}),
    ...(visit.as === 'shopper' ? { storageState: shopperState } : {}),
  });
  // a guest's account popup opens by itself once its card has loaded, which under load can be after
  // settle's Escape, and then covers the header: the checks are about the page, so it counts as shown
  await context.addCookies([{ name: 'masthead_popup', value: 'shown', url: test.info().project.use.baseURL ?? 'http://localhost:3100' }]);
  const page = await context.newPage();
  const target = visit.path(data);
  await page.goto(prefix && target === '/' ? `${prefix}/` : `${prefix}${target}`);
  await settle(page);
  return page;
}

for (const { name, visit, prefix } of visits) {
  test(`${name}: nothing scrolls sideways at 320–414 px, every control is hit by a tap at 375 px, axe finds nothing serious`, async ({ browser }) => {
    test.setTimeout(120_000);
    const phone = await open(browser, visit, prefix, 375);
    expect.soft(await coveredControls(phone), `${name} at 375 px: controls a tap on their centre does not reach`).toEqual([]);
    expect.soft(await seriousAxeFindings(phone), `${name} at 375 px`).toEqual([]);
    for (const width of PHONE_WIDTHS) {
      // the same phone, turned narrower or wider: the layout is CSS, so no reload is needed
      await phone.setViewportSize({ width, height: 740 });
      await phone.waitForTimeout(100);
      const overflow = await sidewaysOverflow(phone);
      expect.soft(overflow, `${name} at ${width} px scrolls sideways by ${overflow.px} px: ${overflow.culprits.join('; ')}`).toMatchObject({ px: 0 });
    }
    await phone.context().close();
    const desktop = await open(browser, visit, prefix, 1366);
    expect.soft(await seriousAxeFindings(desktop), `${name} at 1366 px`).toEqual([]);
    expect.soft(await unstyledButtons(desktop), `${name} at 1366 px: buttons in the browser's default look`).toEqual([]);
    await desktop.context().close();
  });
}

test('every link of the header, mega menu, mobile menu and footer opens a page, not a 404', async ({ browser }) => {
  test.setTimeout(300_000);
  const links = new Set<string>();
  for (const prefix of ['', '/ca']) {
    const desktop = await open(browser, SCREEN_VISITS.home, prefix, 1366);
    for (const href of await linksIn(desktop, '#sf-header')) links.add(href);
    for (const href of await linksIn(desktop, 'footer')) links.add(href);
    await desktop.context().close();

    const phone = await open(browser, SCREEN_VISITS.home, prefix, 375);
    await phone.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = phone.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (const href of await linksIn(phone, '[role="dialog"]')) links.add(href);
    const levels = await menu.getByRole('button').allInnerTexts();
    for (const label of levels.filter((l) => l.trim() && !/^(Back|Close)/i.test(l.trim()))) {
      const forward = menu.getByRole('button', { name: label.trim(), exact: true }).first();
      if (!(await forward.isVisible())) continue;
      await forward.click();
      for (const href of await linksIn(phone, '[role="dialog"]')) links.add(href);
      const back = menu.getByRole('button', { name: /Back/ });
      if (await back.isVisible()) await back.click();
    }
    for (const href of await linksIn(phone, 'footer')) links.add(href);
    await phone.context().close();
  }
  expect(links.size).toBeGreaterThan(30);
  const request = (await browser.newContext()).request;
  const broken: string[] = [];
  for (const href of links) {
    const res = await request.get(href, { maxRedirects: 5 });
    if (res.status() >= 400) broken.push(`${res.status()} ${href}`);
  }
  expect(broken).toEqual([]);
});
