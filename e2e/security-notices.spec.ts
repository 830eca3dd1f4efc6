import { expect, type Page, test } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import {
  baseURL,
  demoPage,
  expectNoSidewaysScroll,
  expectToast,
  getMe,
  mailedLink,
  mailedText,
  newUser,
  setupViaApi,
  signInViaApi,
  signUpViaApi,
} from './support/fixtures';

const originHeader = { origin: baseURL };

/** Whether the page's realtime socket is open: true once it has sent a frame (its subscriptions go on open). */
function watchLiveSocket(page: Page): () => boolean {
  let open = false;
  page.on('websocket', (socket) => {
    if (socket.url().endsWith('/api/realtime')) socket.on('framesent', () => (open = true));
  });
  return () => open;
}

test('changing the email needs the password; the old address is told and its undo link takes the account back', async ({
  page,
}) => {
  const user = await signUpViaApi(page.request, newUser('mover'));
  await setupViaApi(page.request, 'client');
  const newEmail = `moved-${user.email}`;

  await page.goto('/settings/account');
  const section = page.locator('#email');
  await section.getByLabel('New email address').fill(newEmail);
  await expect(section.getByRole('button', { name: 'Change Email' })).toBeDisabled();
  await section.getByLabel('Current password').fill(user.password);
  await section.getByRole('button', { name: 'Change Email' }).click();
  await expectToast(page, `We sent a confirmation link to ${newEmail}`);

  // The new address confirms: the email changes.
  const confirm = new URL(await mailedLink(page.request, newEmail, '/api/auth/verify-email'));
  await page.goto(confirm.pathname + confirm.search);
  await expect.poll(async () => (await getMe(page.request))?.user.email).toBe(newEmail);

  // The old address hears of it, with an undo link valid for 72 hours.
  const notice = await mailedText(page.request, user.email, 'Your ProClub email address was changed');
  expect(notice).toContain(newEmail);
  expect(notice).toContain('72 hours');
  const undo = new URL(await mailedLink(page.request, user.email, '/email-change/undo'));
  await page.goto(undo.pathname + undo.search);
  await expect(page.getByRole('heading', { name: 'Undo the email change' })).toBeVisible();
  await page.getByRole('button', { name: 'Undo Email Change' }).click();
  await expect(page.getByRole('status')).toContainText(`Your account signs in with ${user.email} again`);

  // Every session ended (this one included); the old address signs in again, the new one no longer does.
  expect(await getMe(page.request)).toBeNull();
  const refused = await page.request.post('/api/auth/sign-in/email', {
    data: { email: newEmail, password: user.password },
    headers: originHeader,
  });
  expect(refused.status()).toBe(401);
  await signInViaApi(page.request, user.email, user.password);
  expect((await getMe(page.request))?.user.email).toBe(user.email);
  // The link works once.
  await page.goto(undo.pathname + undo.search);
  await page.getByRole('button', { name: 'Undo Email Change' }).click();
  await expectToast(page, 'This undo link is invalid, expired or already used');
});

test('a suspended tab links to the appeal form; the appeal reaches the admin queue and lifting it lets the person back', async ({
  page,
  browser,
}) => {
  test.slow(); // two browsers, a ban and the admin console: near 30 s on a loaded 2-core machine
  const user = await signUpViaApi(page.request, newUser('appealer'));
  await setupViaApi(page.request, 'client');
  const me = await getMe(page.request);
  const live = watchLiveSocket(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'My Purchases' })).toBeVisible();
  await expect.poll(live).toBe(true);

  const admin = await demoPage(browser, 'admin');
  const banned = await admin.request.post(`/api/admin/users/${me?.user.id}/ban`, {
    data: { reason: 'Posting spam links.' },
    headers: originHeader,
  });
  expect(banned.status(), await banned.text()).toBe(200);

  await expect(page.getByRole('heading', { level: 1, name: 'Your account is suspended' })).toBeVisible();
  await page.getByRole('link', { name: 'Appeal This Decision' }).click();
  await expect(page).toHaveURL(/\/appeal\?email=/);
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  const why = 'Someone used my password to post those links; I have since changed it.';
  await page.getByLabel('Why should the suspension be lifted?').fill(why);
  await page.getByRole('button', { name: 'Send Appeal' }).click();
  await expect(page.getByRole('status')).toContainText('Your appeal was sent');

  // The admin finds it in the console's Appeals queue and lifts the ban with a reason.
  await admin.goto('/admin?tab=appeals');
  const card = admin.getByRole('listitem', { name: `Appeal from ${user.fullName}` });
  await expect(card).toContainText(why);
  await expect(card).toContainText('Suspended for: Posting spam links.');
  await card.getByRole('button', { name: 'Lift Ban' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('The account was compromised.');
  await dialog.getByRole('button', { name: 'Lift Ban' }).click();
  await expectToast(admin, 'Ban lifted');

  // The person is emailed the outcome and can sign in again.
  expect(await mailedText(page.request, user.email, 'Your ProClub account is active again')).toContain(
    'The account was compromised.',
  );
  await signInViaApi(page.request, user.email, user.password);
  await admin.context().close();
});

test('the appeal and undo pages pass axe and fit a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const [path, heading] of [
    ['/appeal?email=someone%40example.com', 'Appeal a suspension'],
    ['/email-change/undo?token=not-a-real-token', 'Undo the email change'],
    ['/email-change/undo', 'Link expired'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoViolations(page);
  }
});
