import { expect, test } from '@playwright/test';
import { createClientViaApi } from './support/crm';
import { expectToast, getMe, mailedLink, newUser, openVerificationLink, signedInSeller } from './support/fixtures';

// Issue #31: an agency is a team. The owner invites a teammate by mail, the teammate signs up from the link and works
// on the agency's clients, and loses access live when removed.
test('owner invites a teammate who signs up from the mail, works on the agency’s clients, and loses access live when removed', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signedInSeller(page, 'agency');
  const workspaceId = (await getMe(page.request))?.user.id ?? '';
  const client = await createClientViaApi(page.request, { name: 'Teamwork Bakery' });

  await page.goto('/settings/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(page.getByTestId('team-member')).toHaveCount(1);
  const mate = newUser('mate');
  await page.getByLabel('Email').pressSequentially(mate.email, { delay: 15 });
  await page.getByLabel('Role', { exact: true }).selectOption('member');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(page, `Invitation sent to ${mate.email}`);
  await expect(page.getByTestId('team-invitation')).toContainText(mate.email);

  // The teammate opens the mailed link in their own browser, signs up, confirms the address and joins.
  const link = new URL(await mailedLink(page.request, mate.email, '/invitations/'));
  const mateContext = await browser.newContext();
  const matePage = await mateContext.newPage();
  await matePage.goto(link.pathname);
  await expect(matePage.getByRole('heading', { name: /^Join / })).toBeVisible();
  await expect(matePage.getByText(`invited ${mate.email}`)).toBeVisible();
  await matePage.getByRole('link', { name: 'Sign up or sign in' }).click();
  await matePage.getByRole('tab', { name: 'Sign Up' }).click();
  const form = matePage.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Full Name').fill(mate.fullName);
  await form.getByLabel('Email').fill(mate.email);
  await form.getByLabel('Password').fill(mate.password);
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(matePage.getByRole('status').filter({ hasText: 'We sent a message to' })).toBeVisible();
  await openVerificationLink(matePage, mate.email);
  // Signed in by the link: every screen sends them back to the invitation first.
  await expect(matePage).toHaveURL(link.pathname);
  await matePage.getByRole('button', { name: 'Accept invitation' }).click();
  await expectToast(matePage, /^You joined /);
  await expect(matePage).toHaveURL('/dashboard');
  await expect(matePage.getByTestId('workspace-switcher')).toBeVisible();

  // The agency's clients are theirs to work on.
  await matePage.goto('/crm');
  await expect(matePage.getByText(client.name).first()).toBeVisible();

  // The owner assigns the client to the teammate from its record page: their bell says so at once.
  const bell = matePage.getByRole('banner').getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications');
  await page.goto(`/crm/clients/${client.id}`);
  await page.getByLabel('Assigned to').selectOption({ label: mate.fullName });
  await expectToast(page, `Assigned to ${mate.fullName}`);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 5_000 });
  await bell.click();
  await expect(matePage.getByText(`assigned you ${client.name}`)).toBeVisible();
  await matePage.keyboard.press('Escape');

  // The owner sees the new member and removes them; the teammate's open tab loses access within 5 s.
  await page.goto('/settings/team');
  await expect(page.getByTestId('team-member')).toHaveCount(2);
  await page.getByRole('button', { name: `Remove ${mate.fullName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expectToast(page, `${mate.fullName} was removed`);
  await expect(matePage.locator('[data-sonner-toast]').filter({ hasText: 'You no longer have access to' })).toBeVisible({
    timeout: 5_000,
  });
  await expect(matePage).toHaveURL('/dashboard');
  const refused = await matePage.request.get('/api/crm/clients', { headers: { 'x-workspace-id': workspaceId } });
  expect(refused.status()).toBe(404);
  await mateContext.close();
});
