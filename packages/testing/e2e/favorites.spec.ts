import { expect, test } from '@playwright/test';
import { firstProduct } from './catalog-data';
import { interactive } from './shopper-steps';

// Issue 13: the My Library heart on product pages and listing cards (§4 library toggle, §5).

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a guest is asked to sign in first; signed in, the heart saves and removes, and the listing agrees', async ({ page }) => {
  const product = await firstProduct(page.request, 'category=t-shirts');
  const favoriteCalls: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/users/favorites')) favoriteCalls.push(`${req.method()} ${new URL(req.url()).pathname}`);
  });

  // on a listing card the dialog covers the page, not the card the heart sits on
  await page.goto('/t-shirts');
  await interactive(page);
  const main = page.locator('#sf-main');
  const card = main.getByRole('listitem').filter({ has: page.getByRole('button', { name: /to My Library$/ }) }).first();
  await card.getByRole('button', { name: /to My Library$/ }).click();
  const cardDialog = page.getByRole('dialog', { name: 'Sign in to save to My Library' });
  await expect(cardDialog).toBeVisible();
  expect((await cardDialog.boundingBox())!.width).toBeGreaterThan((await card.boundingBox())!.width);
  await page.keyboard.press('Escape');
  await expect(cardDialog).toHaveCount(0);

  await page.goto(product.url);
  await interactive(page);
  await main.getByRole('button', { name: `Save ${product.title} to My Library` }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to save to My Library' });
  await expect(dialog).toBeVisible();
  // §5: a guest's press makes no call, not even for the list
  expect(favoriteCalls).toEqual([]);

  // signing up from the modal comes back to this product
  await dialog.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/account\/sign-up\?return_to=/);
  await interactive(page);
  await page.getByLabel('Name').fill('Fay');
  await page.getByLabel('Email').fill(`fay-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(new RegExp(`${literally(product.url)}$`));
  await interactive(page);

  const heart = main.getByRole('button', { name: `Save ${product.title} to My Library` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(main.getByRole('status').filter({ hasText: 'Added to My Library' })).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // the note goes after its 3 s (§9)
  await expect(main.getByRole('status').filter({ hasText: 'Added to My Library' })).toHaveCount(0, { timeout: 6_000 });

  // kept on the server: a fresh page shows it saved, asking for the list once
  favoriteCalls.length = 0;
  await page.reload();
  await interactive(page);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(favoriteCalls).toEqual(['GET /api/users/favorites']);

  // My Library, from the account menu: the favorite with a note and a price alert, kept on the server
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'My Library' }).click();
  await expect(page).toHaveURL(/\/account\/library$/);
  const saved = main.getByRole('listitem', { name: product.title });
  await saved.getByRole('textbox', { name: 'Your note' }).fill('Twelve in navy for the team');
  await saved.getByRole('button', { name: 'Save note' }).click();
  await expect(saved.getByRole('status')).toHaveText('Note saved');
  // it turns on once the server has taken it (the box holds still until then)
  await saved.getByRole('checkbox', { name: 'Email me when the price drops' }).click();
  await expect(saved.getByRole('status')).toHaveText('Price drop alert on');
  await expect(saved.getByRole('checkbox', { name: 'Email me when the price drops' })).toBeChecked();
  await page.reload();
  await expect(saved.getByRole('textbox', { name: 'Your note' })).toHaveValue('Twelve in navy for the team');
  await expect(saved.getByRole('checkbox', { name: 'Email me when the price drops' })).toBeChecked();

  // the listing's card of the same product shows it saved; removing it there holds on the product page
  await page.goto('/t-shirts');
  await interactive(page);
  const cardHeart = main.getByRole('button', { name: `Save ${product.title} to My Library` });
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');
  await cardHeart.click();
  await expect(main.getByRole('status').filter({ hasText: 'Removed from My Library' })).toBeVisible();
  await expect(page).toHaveURL(/\/t-shirts$/);
  await page.goto(product.url);
  await interactive(page);
  await expect(main.getByRole('button', { name: `Save ${product.title} to My Library` })).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/account/library?show=favorites');
  await expect(main.getByText(/No favorites yet/)).toBeVisible();
});
