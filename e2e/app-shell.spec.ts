import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { createClientViaApi, waitForSubscription } from './support/crm';
import { baseURL, expectNoSidewaysScroll, getMe, newUser, setupViaApi, signUpViaApi } from './support/fixtures';
import { createServiceViaApi, uniqueWord } from './support/marketplace';
import { joinViaApi, placeOrderViaApi } from './support/membership';

const originHeader = { origin: baseURL };

async function person(browser: Browser, role: 'agency' | 'client', name: string, viewport?: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL, ...(viewport ? { viewport } : {}) });
  const page = await context.newPage();
  const user = newUser(role);
  user.fullName = `${name} ${uniqueWord('').slice(0, 6)}`;
  await signUpViaApi(page.request, user);
  await setupViaApi(page.request, role);
  const me = await getMe(page.request);
  return { page, user, id: me?.user.id as string, close: () => context.close() };
}

/** Presses Tab until the focused element matches, as a keyboard user would (fails after `max` presses). */
async function tabTo(page: Page, matches: (element: { role: string | null; name: string; tag: string }) => boolean, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return {
        role: element?.getAttribute('role') ?? null,
        name: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim(),
        tag: element?.tagName ?? '',
      };
    });
    if (matches(focused)) return;
  }
  throw new Error('never reached the element with Tab');
}

async function sendMessageViaApi(page: Page, conversationId: string, content: string) {
  const response = await page.request.post(`/api/messaging/conversations/${conversationId}/messages`, {
    data: { content },
    headers: originHeader,
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('keyboard only: the sidebar, the command palette (screens and own records) and the shortcuts help', async ({ browser }) => {
  test.slow();
  const seller = await person(browser, 'agency', 'Shell');
  const page = seller.page;
  const clientName = `Harbor ${uniqueWord('').slice(0, 6)}`;
  await createClientViaApi(page.request, { name: clientName });
  try {
    await page.goto('/dashboard');
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expectNoViolations(page, { afterToasts: true });

    // Sidebar: Tab to CRM, Enter.
    await tabTo(page, (element) => element.tag === 'A' && element.name === 'CRM');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/crm$/);
    await expect(sidebar.getByRole('link', { name: 'CRM' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(/CRM Dashboard/);

    // Open the Hub group and a tool in it.
    await tabTo(page, (element) => element.tag === 'BUTTON' && element.name === 'Hub');
    await page.keyboard.press('Enter');
    await tabTo(page, (element) => element.tag === 'A' && element.name === 'Client Audits');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/hub\/audits$/);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Client Audits');

    // Palette: Ctrl+K, type a screen, Enter.
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Search and go to' });
    const box = palette.getByRole('combobox', { name: 'Search pages and your records' });
    await expect(box).toBeFocused();
    await page.keyboard.type('notif');
    await expect(palette.getByRole('option', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page).toHaveTitle('Notifications · ProClub');

    // Palette: the user's own client, found on the server, opened with the arrows and Enter.
    await page.keyboard.press('Control+k');
    await page.keyboard.type(clientName.toLowerCase());
    const group = palette.getByRole('group', { name: 'Clients' });
    await expect(group.getByRole('option', { name: new RegExp(clientName) })).toBeVisible();
    await expectNoViolations(page, { afterToasts: true });
    await page.keyboard.press('ArrowDown');
    await expect(group.getByRole('option', { name: new RegExp(clientName) })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/crm\/clients\/[0-9a-f-]{36}$/);

    // "?" lists the shortcuts; Escape closes it and "g n" goes to the notifications.
    await page.locator('body').click({ position: { x: 5, y: 400 } });
    await page.keyboard.press('Shift+?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toContainText('Search and go to');
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
    await page.keyboard.press('g');
    await page.keyboard.press('n');
    await expect(page).toHaveURL(/\/notifications$/);

    // The sidebar collapses and stays collapsed after a reload.
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Notifications' })).toHaveAttribute('aria-current', 'page');
  } finally {
    await seller.close();
  }
});

test('a notification arrives live for a message from a second person, is marked read, and the email preference is honoured', async ({
  browser,
}) => {
  test.slow();
  const seller = await person(browser, 'agency', 'Dana');
  const client = await person(browser, 'client', 'Cara');
  try {
    const created = await client.page.request.post('/api/messaging/conversations', {
      data: { title: `Refresh ${uniqueWord('').slice(0, 5)}`, type: 'general', participantIds: [seller.id] },
      headers: originHeader,
    });
    expect(created.status(), await created.text()).toBe(201);
    const conversationId = ((await created.json()) as { id: string }).id;

    const page = seller.page;
    // Wait until the page listens on its own channel, then the other person writes.
    const subscribed = waitForSubscription(page, `user:${seller.id}`);
    await page.goto('/dashboard');
    const bell = page.getByRole('banner').getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName('Notifications');
    await subscribed;
    await sendMessageViaApi(client.page, conversationId, 'Can we talk about the homepage?');
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: `New message from ${client.user.fullName}` }),
    ).toBeVisible();

    await page.goto('/notifications');
    const item = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').first();
    await expect(item).toContainText(`New message from ${client.user.fullName}`);
    await expect(item).toContainText('Can we talk about the homepage?');
    await item.getByRole('button', { name: `Mark read: New message from ${client.user.fullName}` }).click();
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(page.getByRole('button', { name: 'Unread (0)' })).toBeVisible();

    // Email preference: "Email right away" for new messages → the next message is mailed; off by default.
    const mailsTo = async () =>
      ((await (await page.request.get('/dev/mailbox.json')).json()) as { toAddress: string; subject: string }[]).filter(
        (mail) => mail.toAddress === seller.user.email && mail.subject.startsWith('New message from'),
      ).length;
    expect(await mailsTo()).toBe(0);
    await page.goto('/settings/account#notifications');
    await page.getByRole('combobox', { name: 'New message: email' }).selectOption('immediate');
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Notification settings saved' })).toBeVisible();
    await sendMessageViaApi(client.page, conversationId, 'Second message, by email too');
    await expect.poll(mailsTo).toBe(1);
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  } finally {
    await seller.close();
    await client.close();
  }
});

test('a notification arrives live for an order placed in a second browser, and not for the buyer who placed it', async ({
  browser,
}) => {
  test.slow();
  const seller = await person(browser, 'agency', 'Olga');
  const client = await person(browser, 'client', 'Owen');
  try {
    const service = await createServiceViaApi(seller.page.request);
    await joinViaApi(client.page.request);
    const page = seller.page;
    const subscribed = Promise.all([
      waitForSubscription(page, `user:${seller.id}`),
      waitForSubscription(page, `workspace:${seller.id}`),
    ]);
    await page.goto('/dashboard');
    const bell = page.getByRole('banner').getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName('Notifications');
    await subscribed;

    await placeOrderViaApi(client.page.request, service.id);
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await page.goto('/notifications');
    await expect(page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').first()).toContainText(
      `New order: ${service.title}`,
    );
    await client.page.goto('/notifications');
    await expect(client.page.getByRole('banner').getByTestId('notification-bell')).toHaveAccessibleName('Notifications');
  } finally {
    await seller.close();
    await client.close();
  }
});

test('phone (375 px): the navigation is a drawer and nothing scrolls sideways', async ({ browser }) => {
  test.slow();
  const seller = await person(browser, 'agency', 'Phone', { width: 375, height: 740 });
  const page = seller.page;
  try {
    for (const path of ['/dashboard', '/notifications', '/crm', '/hub/audits']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
      await expectNoSidewaysScroll(page, path);
    }
    await expect(page.getByTestId('sidebar')).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'ProClub' });
    await drawer.getByRole('link', { name: 'Messages' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/messages$/);
  } finally {
    await seller.close();
  }
});
