import { expect, test, type Page } from '@playwright/test';
import type { ProductResponse } from '@storefront/contracts';
import { firstProduct } from './catalog-data';
import { interactive } from './shopper-steps';

// Issue 10: the gateway renders each area's first screen on the server and the browser hydrates
// it. These tests look at the page before any script runs, and check that hydration keeps it.

test.describe('server-rendered first screen', () => {
  test('a product page shows its title, price and first image with JavaScript off', async ({ browser, request }) => {
    const product = await firstProduct(request, 'category=t-shirts&per_page=24');
    const detail = ((await (await request.get(`/api/products/${product.slug}`)).json()) as ProductResponse).product;
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const res = await page.goto(product.url);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.title);
    await expect(page.locator('#sf-main').getByText(/^\$\d+\.\d{2}$/).first()).toBeVisible();
    const image = page.getByRole('region', { name: 'Product images' }).getByRole('img').first();
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // the header is there too: the store's name, search and cart
    await expect(page.getByRole('searchbox').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /cart/i }).first()).toBeVisible();
    await context.close();
  });

  test('a listing shows its products with JavaScript off, in the Canadian store with its prices', async ({ browser, request }) => {
    const product = await firstProduct(request, 'category=t-shirts&per_page=24&store=ca');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/ca/t-shirts');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: product.title }).first()).toBeVisible();
    await expect(page.locator('#sf-main').getByText(/\$\d+\.\d{2}/).first()).toBeVisible();
    await context.close();
  });

  test('the header search works with JavaScript off: it lands on the results in the same store', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/ca/hoodies');
    const search = page.getByRole('search', { name: 'Product search' });
    await search.getByRole('searchbox').fill('tee');
    await search.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/ca\?search=tee$/);
    await expect(page.getByRole('heading', { level: 1, name: /Search results for "tee"/ })).toBeVisible();
    await context.close();
  });

  test('an unknown page answers 404 with the not-found screen already rendered', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const res = await page.goto('/sweepstakes');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await context.close();
  });

  for (const width of [375, 1366]) {
    test(`hydration keeps every element and changes nothing visible (product page, ${width} px)`, async ({ browser, request }) => {
      const product = await firstProduct(request, 'category=hoodies&per_page=24');
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const problems = watchConsole(page);
      const release = await holdShell(page);
      await page.goto(product.url, { waitUntil: 'commit' });
      await page.locator('footer').waitFor({ state: 'attached' });
      const served = await page.evaluate(() => {
        for (const el of document.querySelectorAll('#sf-header *, #sf-main *')) (el as HTMLElement & { served?: true }).served = true;
        const h1 = document.querySelector('h1');
        return { title: h1?.textContent, top: h1?.getBoundingClientRect().top, count: document.querySelectorAll('#sf-main *').length };
      });
      expect(served.count).toBeGreaterThan(20);
      await page.screenshot({ path: test.info().outputPath('served.png') });
      release();
      await expect(page.locator('[data-ssr]')).toHaveCount(0);
      await expect(page.locator('[data-hydrating]')).toHaveCount(0);
      // the elements the server sent are the ones now on screen: hydration adopted them
      const after = await page.evaluate(() => {
        const h1 = document.querySelector('h1') as (HTMLElement & { served?: true }) | null;
        const lost = [...document.querySelectorAll('#sf-main *')].filter((el) => !(el as HTMLElement & { served?: true }).served).length;
        return { title: h1?.textContent, top: h1?.getBoundingClientRect().top, kept: h1?.served === true, lost };
      });
      expect(after).toMatchObject({ title: served.title, top: served.top, kept: true });
      // the page is live: a control responds
      await page.getByRole('region', { name: 'Product images' }).getByRole('img').first().waitFor();
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  test('a listing hydrates its grid in turns and keeps every card the server sent, each one live in the end', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    const release = await holdShell(page);
    await page.goto('/hoodies', { waitUntil: 'commit' });
    await page.locator('footer').waitFor({ state: 'attached' });
    const served = await page.evaluate(() => {
      const items = [...document.querySelectorAll('.mfl-grid > li')];
      (window as unknown as { served: Element[] }).served = items;
      return items.length;
    });
    expect(served).toBeGreaterThan(16);
    release();
    // React marks the elements it has adopted; a card waiting for its turn is still the server's, unmarked
    const adopted = () =>
      page.evaluate(() => (window as unknown as { served: Element[] }).served.filter((li) => Object.keys(li).some((k) => k.startsWith('__reactFiber$'))).length);
    await expect.poll(adopted, { timeout: 30_000 }).toBe(served);
    // and every one is the element the server sent: none was dropped and drawn again
    expect(await page.evaluate(() => (window as unknown as { served: Element[] }).served.filter((li) => !li.isConnected).length)).toBe(0);
    expect(await page.locator('.mfl-grid > li').count()).toBe(served);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('sheets: a first screen fetches none (they came inlined), and an area mounted later is styled from its own sheet file', async ({ page }) => {
    const sheets: string[] = [];
    const scripts: string[] = [];
    page.on('response', async (res) => {
      if (res.url().endsWith('.css')) sheets.push(new URL(res.url()).pathname);
      if (res.request().resourceType() === 'script') scripts.push(await res.text().catch(() => ''));
    });
    await page.goto('/hoodies');
    await interactive(page);
    const inlined = await page.locator('style[data-href]').evaluateAll((tags) => tags.map((t) => t.getAttribute('data-href')));
    expect(inlined.length).toBeGreaterThanOrEqual(2);
    expect(sheets).toEqual([]);
    // no sheet travels inside the JavaScript any more: a rule of the listing's sheet is nowhere in it
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((js) => js.includes('.mfl-pages{') || js.includes('.mfl-pages__list{'))).toEqual([]);

    // the product page is mounted in the browser: its sheet is fetched and applied before it shows
    const card = page.locator('#sf-main a[href$=".html"]').first();
    const href = (await card.getAttribute('href'))!;
    await card.click();
    await page.waitForURL(`**${href}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(sheets).toHaveLength(1);
    expect(sheets[0]).toMatch(/^\/remotes\/mfe-pdp\/[\w.-]+\/[\w.-]+\.css$/);
    // styled: the page's title is laid out by the product page's sheet, not the browser's defaults
    expect(await page.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).marginTop)).toBe('4px');
  });

  test('a library every area uses is downloaded once per page, not once per area', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.text().catch(() => ''));
    });
    await page.goto('/hoodies');
    await interactive(page);
    const bodies = await Promise.all(scripts);
    // header and listing both wrap their roots with single-spa-react (packages/ui's lifecycles)
    expect(bodies.filter((js) => js.includes('single-spa-react requires a configuration object'))).toHaveLength(1);
  });

  test('hostile query strings cannot inject into the server-rendered HTML', async ({ page }) => {
    const payloads = ['"><img src=x onerror="window.__pwned=1">', '</script><script>window.__pwned=1</script>', "'-alert(1)-'"];
    for (const payload of payloads) {
      for (const path of ['/t-shirts?sort=', '/search?q=', '/?brand=', '/reviews?search=']) {
        await page.goto(path + encodeURIComponent(payload));
        await page.locator('footer').waitFor({ state: 'attached' });
        expect(await page.evaluate(() => (window as Window & { __pwned?: number }).__pwned), path + payload).toBeUndefined();
        expect(await page.locator('img[src="x"]').count(), path + payload).toBe(0);
      }
    }
  });
});

/** Console errors and page errors, hydration mismatches included (React reports them as errors). */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

/** Holds the shell's script until `release()`, so the test can look at the page as the server sent it. */
async function holdShell(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/shell/**/shell.js', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}
