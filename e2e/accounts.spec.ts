import { expect, test } from '@playwright/test';
import { axeBuilder } from './support/axe';
import { baseURL, expectNoSidewaysScroll, mailedLink, newUser, setupViaApi, signUpViaApi } from './support/fixtures';
import { createServiceViaApi, uniqueWord } from './support/marketplace';
import { totpCode } from './support/totp';

// Each journey hashes several passwords and signs in more than once.
test.describe.configure({ timeout: 90_000 });

test('forgot password: the mailed link sets a new password and the session elsewhere is signed out', async ({
  page,
  browser,
}) => {
  const user = await signUpViaApi(page.request, newUser('forgot'));
  await setupViaApi(page.request, 'client');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/dashboard');

  const other = await browser.newContext({ baseURL });
  const visitor = await other.newPage();
  await visitor.goto('/auth');
  await visitor.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(visitor.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await visitor.getByLabel('Email').fill(user.email);
  await visitor.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(visitor.getByRole('status')).toContainText(user.email);

  const link = new URL(await mailedLink(visitor.request, user.email, '/reset-password?token='));
  await visitor.goto(link.pathname + link.search);
  await visitor.getByLabel('New password', { exact: true }).fill('a-fresh-e2e-secret');
  await visitor.getByLabel('Confirm new password').fill('a-fresh-e2e-secret');
  await visitor.getByRole('button', { name: 'Set New Password' }).click();
  await expect(visitor).toHaveURL('/auth');

  await page.reload();
  await expect(page).toHaveURL('/auth');
  await other.close();
});

test('two-factor: turned on in settings, then signing in needs the code', async ({ page }) => {
  const user = await signUpViaApi(page.request, newUser('twofa'));
  await setupViaApi(page.request, 'client');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL('/settings/account');
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await section.getByLabel('Password').fill(user.password);
  await section.getByRole('button', { name: 'Set Up Two-Factor' }).click();
  await expect(section.getByRole('img', { name: 'Authenticator app QR code' })).toBeVisible();
  const key = (await section.getByTestId('totp-key').textContent()) ?? '';
  await section.getByLabel('6-digit code').fill(totpCode(key));
  await section.getByRole('button', { name: 'Turn On' }).click();
  await expect(section.getByRole('button', { name: 'Turn Off Two-Factor' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/auth');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByLabel('Authentication code')).toBeVisible();
  await page.getByLabel('Authentication code').fill(totpCode(key));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('deleting an account removes its services from /browse', async ({ page }) => {
  const user = await signUpViaApi(page.request, newUser('leaver'));
  await setupViaApi(page.request, 'vendor');
  const word = uniqueWord('leave');
  await createServiceViaApi(page.request, { title: `Leaving ${word}` });
  await page.goto(`/browse?q=${word}`);
  await expect(page.getByText(`Leaving ${word}`)).toBeVisible();

  await page.goto('/settings/account');
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Delete my account' });
  await expect(section).toContainText('Deleted user');
  await section.getByLabel('Password').fill(user.password);
  await section.getByLabel('Type DELETE MY ACCOUNT to confirm').fill('DELETE MY ACCOUNT');
  await section.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page).toHaveURL('/');
  await page.goto(`/browse?q=${word}`);
  await expect(page.getByText(`Leaving ${word}`)).toHaveCount(0);
});

test('account settings, forgot and reset pages: no axe violations and nothing wider than a 375 px phone', async ({ context }) => {
  const page = await context.newPage();
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpViaApi(page.request, newUser('phone'), { verified: false });
  await setupViaApi(page.request, 'vendor');
  await page.goto('/settings/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  // The unverified account sees the banner; the sessions list has loaded (no skeleton left).
  await expect(page.getByRole('region', { name: 'Verify your email' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Signed-in sessions' })).toContainText('This device');
  await expectNoSidewaysScroll(page);
  const summary = (await axeBuilder(page).analyze()).violations.map((v) => `${v.id}: ${v.help}`);
  expect(summary).toEqual([]);

  const anonymous = await (await context.browser()?.newContext({ baseURL }))?.newPage();
  if (!anonymous) throw new Error('no browser');
  await anonymous.setViewportSize({ width: 375, height: 800 });
  for (const [path, heading] of [
    ['/forgot-password', 'Forgot your password?'],
    ['/reset-password?token=missing', /password/i],
  ] as const) {
    await anonymous.goto(path);
    await expect(anonymous.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoSidewaysScroll(anonymous);
    expect((await axeBuilder(anonymous).analyze()).violations.map((v) => v.id)).toEqual([]);
  }
});
