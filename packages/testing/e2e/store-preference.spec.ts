import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { interactive } from './shopper-steps';

/** The POSTs to /api/store_preference the page makes (what they kept is read from the cookie they set). */
function answersTo(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (r) => void (r.url().endsWith('/api/store_preference') && r.method() === 'POST' && posts.push(r.url())));
  return posts;
}
const kept = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'store_preference')?.value;

// Issue 15: the Canada store redirect modal posts the visitor's choice once, and it is remembered.

test.describe('a browser in Canadian English on the US store', () => {
  test.use({ locale: 'en-CA' });

  test('is offered the Canadian store once: the choice is posted once, leads to the same page there, and is remembered', async ({ page, context }) => {
    const posts = answersTo(page);
    await page.goto('/clothing');
    const dialog = page.getByRole('dialog', { name: 'Shopping from Canada?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('prices in Canadian dollars');
    await dialog.getByRole('button', { name: 'Go to the Canadian store' }).click();
    await expect(page).toHaveURL(/\/ca\/clothing$/);
    expect(posts).toHaveLength(1);
    expect(await kept(context)).toBe('ca');

    // back on the US store, it is not offered again
    await page.goto('/clothing');
    // once the header is hydrated its effects have run: the modal would be open by then
    await interactive(page);
    await expect(page.getByRole('dialog', { name: 'Shopping from Canada?' })).toHaveCount(0);
    expect(posts).toHaveLength(1);
  });

  test('hiding it with Escape keeps the US store and posts "us" once', async ({ page, context }) => {
    const posts = answersTo(page);
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Shopping from Canada?' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => posts.length).toBe(1);
    await expect.poll(() => kept(context)).toBe('us');
    await expect(page).toHaveURL(/\/$/);
  });
});
