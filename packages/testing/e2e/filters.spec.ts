import { expect, test } from '@playwright/test';
import { interactive } from './shopper-steps';

// The material percentage filter of §4/§5 and the sticky header, in a real browser.
test('material filter: slider waits for a material, apply writes {material}_range and drops paging', async ({ page }) => {
  await page.goto('/hoodies?page=2&per_page=24&sort=newest');
  // a choice made in the server's HTML before the listing hydrates is not React's to see
  await interactive(page);
  const form = page.getByRole('form', { name: 'Material percentage' });
  const min = form.getByRole('slider', { name: 'Minimum percentage' });
  const apply = form.getByRole('button', { name: 'Apply material filter' });
  await expect(min).toBeDisabled();
  await expect(apply).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Clear material filter' })).toHaveCount(0);

  await form.getByRole('combobox', { name: 'Material' }).selectOption('cotton');
  await expect(min).toBeEnabled();
  // keyboard on the slider, the way a person without a mouse would
  await min.focus();
  for (let i = 0; i < 50; i++) await page.keyboard.press('ArrowRight');
  await expect(apply).toBeEnabled();
  await apply.click();

  await expect(page).toHaveURL(/cotton_range=50(%2C|,)100/);
  const url = new URL(page.url());
  expect(url.searchParams.has('page')).toBe(false);
  expect(url.searchParams.has('per_page')).toBe(false);
  expect(url.searchParams.get('sort')).toBe('newest');
  await expect(page.getByRole('form', { name: 'Material percentage' }).getByRole('button', { name: 'Clear material filter' })).toBeVisible();

  // the results really are filtered: every card's product has at least 50% cotton
  const first = page.getByRole('region', { name: 'Results', exact: true }).locator('a[href$=".html"]').first();
  const href = (await first.getAttribute('href')) ?? '';
  const detail = await page.request.get(`/api/products/${href.replace(/^\//, '').replace(/\.html$/, '')}`);
  const { product } = await detail.json();
  const cotton = product.materials.find((m: { name: string }) => m.name === 'cotton');
  expect(cotton?.percent ?? 0).toBeGreaterThanOrEqual(50);
});

test('the header sticks after 110px of scroll on small screens only', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 700 });
  await page.goto('/hoodies');
  const banner = page.getByRole('banner');
  // scroll once the areas have drawn: a scroll made while they mount is moved by the browser's
  // scroll anchoring (it keeps in view what was there), which is not what this test is about
  await expect(page.getByRole('heading', { level: 1, name: 'Hoodies' })).toBeVisible();
  await expect(banner.getByRole('search')).toBeVisible();
  const isSticky = () => banner.evaluate((el) => el.matches('[class*="sticky"]') || el.querySelector('[class*="sticky"]') !== null);
  await page.evaluate(() => window.scrollTo(0, 100));
  await expect.poll(isSticky).toBe(false);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(isSticky).toBe(true);
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.evaluate(() => window.scrollTo(0, 420));
  await expect.poll(isSticky).toBe(false);
});

test('digital designs narrow by file format, then by tag, and the cards are what the catalog answers', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/digital-designs');
  await interactive(page);
  const filters = page.getByRole('complementary', { name: 'Filters' }).getByRole('form', { name: 'Product filters' });
  const formats = filters.getByRole('group', { name: 'File format' });
  await expect(formats.getByRole('checkbox', { name: 'PDF' })).toBeVisible();
  await formats.getByRole('link', { name: /^PDF/ }).click();
  await expect(page).toHaveURL(/[?&]format=pdf(&|$)/);

  const tags = filters.getByRole('group', { name: 'Tag' });
  await expect(tags.getByRole('checkbox', { name: 'floral' })).toBeVisible();
  await tags.getByRole('link', { name: /^floral/ }).click();
  await expect(page).toHaveURL(/[?&]tag=floral(&|$)/);
  await expect(page).toHaveURL(/[?&]format=pdf(&|$)/);

  // the page shows exactly the catalog's answer for both filters, and that answer is not empty
  const api = await page.request.get('/api/products?category=digital-designs&format=pdf&tag=floral');
  const answer = (await api.json()) as { products: Array<{ url: string }>; total: number };
  expect(answer.total).toBeGreaterThan(0);
  const results = page.getByRole('region', { name: 'Results', exact: true });
  await expect(results.locator('a[href*="/digital-assets/"]').first()).toBeVisible();
  const shown = [...new Set(await results.locator('a[href*="/digital-assets/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))];
  expect(shown.sort()).toEqual(answer.products.map((p) => p.url).sort());
  await expect(filters.getByRole('group', { name: 'Tag' }).getByRole('checkbox', { name: 'floral' })).toBeChecked();
});
