import { expect, test } from '@playwright/test';
import { signedInSeller, signUpViaApi } from './support/fixtures';

for (const path of ['/dashboard', '/setup', '/profile']) {
  test(`${path} without a session goes to /auth`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to ProClub' })).toBeVisible();
  });
}

test('a signed-up user without a role is sent to /setup from every signed-in screen', async ({ page }) => {
  await signUpViaApi(page.request);
  for (const path of ['/dashboard', '/profile']) {
    await page.goto(path);
    await expect(page).toHaveURL('/setup');
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Profile' })).toBeVisible();
  }
});

test('a user who already has a role is sent from /setup to /dashboard', async ({ page }) => {
  const user = await signedInSeller(page, 'freelancer');
  await page.goto('/setup');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${user.fullName}!` })).toBeVisible();
  await expect(page.getByTestId('role-badge')).toHaveText('Freelancer');
});
