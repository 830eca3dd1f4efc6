import { expect, test } from '@playwright/test';
import { expectToast, getMe, newUser, openVerificationLink } from './support/fixtures';

test('a new seller signs up, completes setup as a vendor, signs out and signs back in', async ({ page }) => {
  const user = newUser('journey');

  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL('/auth');

  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await signUp.getByLabel('Full Name').fill(user.fullName);
  await signUp.getByLabel('Email').fill(user.email);
  await signUp.getByLabel('Password').fill(user.password);
  await signUp.getByRole('button', { name: 'Sign Up' }).click();

  // Sign-up answers alike for taken addresses and signs nobody in (issue #30): the mailed link finishes the account,
  // and its landing page says the spec's sign-up success (ADR 041).
  await expect(page.getByRole('status').filter({ hasText: 'We sent a message to' })).toContainText(user.email);
  await openVerificationLink(page, user.email);
  await expectToast(page, 'Account created! Redirecting to setup...');
  await expect(page).toHaveURL('/setup');
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Profile' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Agency/ })).toBeChecked();

  await page.getByRole('radio', { name: /^Vendor/ }).check();
  await expect(page.getByRole('radio', { name: /^Vendor/ })).toBeChecked();
  await page.getByLabel('Company Name').fill('Journey Web Studio');
  await page.getByLabel('Bio').fill('We build fast websites.');
  await page.getByLabel('Location').fill('Boise, ID');
  // A bare domain gets https:// in front.
  await page.getByLabel('Website').fill('journey.example.com');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  // The role cannot be changed later: one confirmation before it is saved.
  const confirm = page.getByRole('alertdialog', { name: 'Continue as a vendor?' });
  await expect(confirm).toContainText('cannot be changed later');
  await confirm.getByRole('button', { name: "Yes, I'm a vendor" }).click();

  await expectToast(page, 'Profile setup complete!');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${user.fullName}!` })).toBeVisible();
  await expect(page.getByTestId('role-badge')).toHaveText('Vendor');
  await expect(page.getByRole('tab', { name: 'My Services' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No services yet')).toBeVisible();

  const me = await getMe(page.request);
  expect(me?.profile).toMatchObject({
    role: 'vendor',
    fullName: user.fullName,
    companyName: 'Journey Web Studio',
    bio: 'We build fast websites.',
    location: 'Boise, ID',
    website: 'https://journey.example.com',
  });

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  // The app leaves for the landing page first and then revokes the session (use-sign-out.ts): Sign In shows once
  // the revocation has answered.
  const signInLink = page.getByRole('banner').getByRole('link', { name: 'Sign In' });
  await expect(signInLink).toBeVisible();
  expect(await getMe(page.request)).toBeNull();

  await signInLink.click();
  await expect(page).toHaveURL('/auth');
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(user.email);
  await signIn.getByLabel('Password').fill(user.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();

  await expectToast(page, 'Welcome back!');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${user.fullName}!` })).toBeVisible();
});
