import { expect, type Locator, test } from '@playwright/test';
import { getMe, newUser, signedInSeller, signUpViaApi } from './support/fixtures';

const URL_MESSAGE = 'Website must be a valid URL (starting with http:// or https://)';

/** The inline error announced for a field, found through the control's aria-describedby. */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

test('sign-in rejects empty and malformed input before calling the server', async ({ page }) => {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/sign-in')) requests.push(request.url());
  });

  await form.getByRole('button', { name: 'Sign In' }).click();
  await expectFieldError(form.getByLabel('Email'), 'Email is required');
  await expectFieldError(form.getByLabel('Password'), 'Password is required');

  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Password').fill('whatever');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expectFieldError(form.getByLabel('Email'), 'Please enter a valid email address');
  await expect(form.getByLabel('Password')).not.toHaveAttribute('aria-invalid', 'true');

  expect(requests).toEqual([]);
  expect(await getMe(page.request)).toBeNull();
});

test('sign-up requires a full name, a valid email and a 6-character password, and creates nothing otherwise', async ({
  page,
  request,
}) => {
  const user = newUser('invalid');
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });

  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expectFieldError(form.getByLabel('Full Name'), 'Full name is required');
  await expectFieldError(form.getByLabel('Email'), 'Email is required');
  await expectFieldError(form.getByLabel('Password'), 'Password must be at least 6 characters');

  await form.getByLabel('Full Name').fill('   ');
  await form.getByLabel('Email').fill('user@');
  await form.getByLabel('Password').fill('12345');
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expectFieldError(form.getByLabel('Full Name'), 'Full name is required');
  await expectFieldError(form.getByLabel('Email'), 'Please enter a valid email address');
  await expectFieldError(form.getByLabel('Password'), 'Password must be at least 6 characters');

  // Fixing one field clears only its message.
  await form.getByLabel('Email').fill(user.email);
  await expect(form.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');
  await expectFieldError(form.getByLabel('Password'), 'Password must be at least 6 characters');

  await expect(page).toHaveURL('/auth');
  expect(await getMe(page.request)).toBeNull();
  // No account was created: that address can still be registered.
  await signUpViaApi(request, { ...user, password: 'valid-password' });
});

test('setup refuses a website that is not a URL and keeps the profile without a role', async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto('/setup');
  await page.getByRole('radio', { name: /^Client/ }).check();
  await page.getByLabel('Company Name').fill('Nope Inc');
  await page.getByLabel('Website').fill('not a url');
  await page.getByRole('button', { name: 'Complete Setup' }).click();

  await expectFieldError(page.getByLabel('Website'), URL_MESSAGE);
  await expect(page).toHaveURL('/setup');
  const me = await getMe(page.request);
  expect(me?.profile.role).toBeNull();
  expect(me?.profile.companyName).toBeNull();
});

test('the profile editor refuses an empty name and a bad website and saves nothing', async ({ page }) => {
  await signedInSeller(page, 'agency');
  const before = await getMe(page.request);
  await page.goto('/profile');
  await page.getByLabel('Full Name').fill('');
  await page.getByLabel('Bio').fill('This should not be saved');
  await page.getByLabel('Website').fill('ftp://files.example.com');
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expectFieldError(page.getByLabel('Full Name'), 'Full name is required');
  await expectFieldError(page.getByLabel('Website'), URL_MESSAGE);
  expect(await getMe(page.request)).toEqual(before);

  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue(before?.profile.fullName ?? '');
  await expect(page.getByLabel('Bio')).toHaveValue('');
});
