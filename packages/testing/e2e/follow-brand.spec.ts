import { expect, test } from '@playwright/test';
import { interactive, signUpInBrowser } from './shopper-steps';

// Issue 15: shoppers follow a brand (signed in) and see followed brands in their account.

test('a guest is asked to sign in; a shopper follows Gildan from its page, finds it in the account, and unfollows it there', async ({ page }) => {
  await page.goto('/brands/gildan');
  await interactive(page);
  await expect(page.getByRole('link', { name: 'Sign in to follow Gildan' })).toHaveAttribute('href', '/account/sign-in?return_to=%2Fbrands%2Fgildan');

  await signUpInBrowser(page, 'Follower');
  await page.goto('/brands/gildan');
  await interactive(page);
  const follow = page.getByRole('button', { name: 'Follow Gildan' });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'You follow Gildan' })).toBeVisible();

  // a reload reads it back from the account
  await page.reload();
  await interactive(page);
  await expect(page.getByRole('button', { name: 'Follow Gildan' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Brands you follow' });
  await expect(section.getByRole('link', { name: 'Gildan' })).toHaveAttribute('href', '/brands/gildan');
  await section.getByRole('button', { name: 'Unfollow Gildan' }).click();
  await expect(section.getByText('You no longer follow Gildan.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Brands you follow' }).getByText('You do not follow any brand yet.', { exact: false })).toBeVisible();
});
