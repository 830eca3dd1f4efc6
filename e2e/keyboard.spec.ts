import { expect, test } from '@playwright/test';
import { expectToast, getMe, newUser, openVerificationLink, signedInSeller } from './support/fixtures';

test('sign-up and setup can be completed with the keyboard alone', async ({ page }) => {
  const user = newUser('keys');
  await page.goto('/auth');

  await page.getByRole('tab', { name: 'Sign In' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');

  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Full Name').focus();
  await page.keyboard.type(user.fullName);
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  // Sign-up signs nobody in (issue #30, ADR 041): the mailed link finishes the account and goes on to setup.
  await expect(page.getByRole('status').filter({ hasText: 'We sent a message to' })).toContainText(user.email);
  await openVerificationLink(page, user.email);
  await expect(page).toHaveURL('/setup');

  // Native radios: arrow keys move the choice, Tab leaves the group.
  await page.getByRole('radio', { name: /^Agency/ }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /^Freelancer/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Company Name')).toBeFocused();
  await page.keyboard.press('Enter');
  // The role is confirmed once: focus starts on Cancel; Tab reaches the confirmation.
  const confirm = page.getByRole('alertdialog', { name: 'Continue as a freelancer?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: "Yes, I'm a freelancer" })).toBeFocused();
  await page.keyboard.press('Enter');

  await expectToast(page, 'Profile setup complete!');
  await expect(page).toHaveURL('/dashboard');
  expect((await getMe(page.request))?.profile.role).toBe('freelancer');
});

test('the dashboard tabs switch with the arrow keys', async ({ page }) => {
  await signedInSeller(page, 'agency');
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'My Services' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /^Orders/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  // A seller without Analytics Pro sees the lock saying what unlocks it.
  await expect(page.getByRole('region', { name: 'Analytics is locked' })).toContainText('Analytics Pro');
  await page.keyboard.press('ArrowRight');
  // What the Messages tab shows belongs to the messaging feature; here only the keyboard switch is checked.
  await expect(page.getByRole('tab', { name: /^Messages/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: /^Messages/ })).toBeVisible();
});
