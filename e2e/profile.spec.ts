import { expect, test } from '@playwright/test';
import { expectToast, getMe, signedInSeller } from './support/fixtures';

// A valid 1×1 PNG; the server re-encodes it to WebP.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('profile edits are saved and survive a reload', async ({ page }) => {
  await signedInSeller(page, 'vendor');
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /^Edit Profile/ }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByTestId('profile-role')).toHaveText('Vendor');

  await page.getByLabel('Full Name').fill('Renamed Seller');
  await page.getByLabel('Company Name').fill('Renamed Studio');
  await page.getByLabel('Bio').fill('Design and development for local shops.');
  await page.getByLabel('Location').fill('Tucson, AZ');
  await page.getByLabel('Website').fill('https://renamed.example.com');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile updated successfully');

  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Renamed Seller');
  await expect(page.getByLabel('Company Name')).toHaveValue('Renamed Studio');
  await expect(page.getByLabel('Bio')).toHaveValue('Design and development for local shops.');
  await expect(page.getByLabel('Location')).toHaveValue('Tucson, AZ');
  await expect(page.getByLabel('Website')).toHaveValue('https://renamed.example.com');

  // Clearing an optional field stores nothing rather than an empty string.
  await page.getByLabel('Company Name').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile updated successfully');
  expect((await getMe(page.request))?.profile).toMatchObject({
    fullName: 'Renamed Seller',
    companyName: null,
    location: 'Tucson, AZ',
    website: 'https://renamed.example.com',
  });

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Renamed Seller!' })).toBeVisible();
});

test('an avatar can be uploaded, shown in the header and removed', async ({ page }) => {
  await signedInSeller(page, 'agency');
  await page.goto('/profile');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Account menu' }).locator('img')).toHaveCount(0);

  await page.getByLabel('Upload Photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expectToast(page, 'Profile photo updated');
  const avatarUrl = (await getMe(page.request))?.profile.avatarUrl;
  expect(avatarUrl).toMatch(/^\/uploads\/avatars\/.+\.webp$/);
  await expect(header.getByRole('button', { name: 'Account menu' }).locator('img')).toHaveAttribute('src', avatarUrl ?? '');
  const image = await page.request.get(avatarUrl ?? '');
  expect(image.headers()['content-type']).toBe('image/webp');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Remove Photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Photo' }).click();
  await expectToast(page, 'Profile photo removed');
  await expect(header.getByRole('button', { name: 'Account menu' }).locator('img')).toHaveCount(0);
  expect((await getMe(page.request))?.profile.avatarUrl).toBeNull();
});

test('a file that only claims to be an image is refused in the browser and by the server', async ({ page }) => {
  await signedInSeller(page, 'freelancer');
  await page.goto('/profile');
  const fake = { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload="alert(1)"></svg>') };
  await page.getByLabel('Upload Photo').setInputFiles(fake);
  // The browser reads the first bytes and refuses before uploading anything.
  await expectToast(page, '"fake.png" is not an image file (JPG, PNG, WebP or GIF)');

  // A client that skips the browser check meets the same rule on the server, which names the field.
  const response = await page.request.put('/api/profile/avatar', {
    multipart: { avatar: fake },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(415);
  expect((await response.json()).error.message).toMatch(/^avatar: only image files/);
  expect((await getMe(page.request))?.profile.avatarUrl).toBeNull();
});
