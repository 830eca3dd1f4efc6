import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import {
  baseURL,
  expectNoSidewaysScroll,
  expectToast,
  newUser,
  setupViaApi,
  signUpViaApi,
  type TestUser,
} from './support/fixtures';
import { createServiceViaApi, newSellerApi, uniqueWord } from './support/marketplace';

interface Person {
  page: Page;
  user: TestUser;
  close: () => Promise<void>;
}

/** A signed-in person in a browser context of their own (their own cookies and socket). */
async function person(
  browser: Browser,
  role: 'vendor' | 'client' | 'agency',
  name: string,
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext({ baseURL, ...(viewport ? { viewport } : {}) });
  const page = await context.newPage();
  const user = newUser(role);
  user.fullName = `${name} ${uniqueWord('').slice(0, 6)}`;
  await signUpViaApi(page.request, user);
  await setupViaApi(page.request, role);
  return { page, user, close: () => context.close() } satisfies Person;
}

async function startConversation(page: Page, title: string, others: TestUser[]) {
  await page.getByRole('button', { name: 'New Chat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start New Conversation' });
  await dialog.getByLabel('Title').fill(title);
  for (const other of others) {
    await dialog.getByRole('searchbox', { name: 'Participants' }).fill(other.fullName);
    await dialog.getByRole('checkbox', { name: new RegExp(other.fullName) }).check();
  }
  await dialog.getByRole('button', { name: 'Create Conversation' }).click();
  await expectToast(page, 'Conversation created successfully');
  await expect(page.getByTestId('conversation-title')).toHaveText(title);
}

const listItem = (page: Page, title: string) =>
  page.getByRole('complementary').getByTestId('conversation-item').filter({ hasText: title });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });

test('two people chat live: typing, messages, reactions, read receipts and unread badges', async ({ browser }) => {
  test.slow();
  const alice = await person(browser, 'vendor', 'Alice');
  const bob = await person(browser, 'client', 'Bob');
  const title = `Kick-off ${uniqueWord().slice(2, 7)}`;
  try {
    await bob.page.goto('/messages');
    await expect(bob.page.getByRole('heading', { name: 'Select a conversation' })).toBeVisible();

    await alice.page.goto('/messages');
    await startConversation(alice.page, title, [bob.user]);

    // Bob's list gets the new conversation without a reload.
    await expect(listItem(bob.page, title)).toBeVisible();
    await listItem(bob.page, title).click();
    await expect(bob.page.getByTestId('conversation-title')).toHaveText(title);

    // Alice types: Bob sees it; she sends: the indicator goes and the message appears.
    await composer(alice.page).pressSequentially('Hello Bob, welcome!', { delay: 20 });
    await expect(bob.page.getByTestId('typing-indicator')).toHaveText(`${alice.user.fullName} is typing...`);
    await composer(alice.page).press('Enter');
    await expect(bob.page.getByTestId('message').filter({ hasText: 'Hello Bob, welcome!' })).toBeVisible();
    await expect(bob.page.getByTestId('typing-indicator')).toHaveText('');
    await expect(composer(alice.page)).toHaveValue('');

    // Bob types back, and Alice sees him typing until he stops.
    await composer(bob.page).pressSequentially('Thanks', { delay: 20 });
    await expect(alice.page.getByTestId('typing-indicator')).toHaveText(`${bob.user.fullName} is typing...`);
    await expect(alice.page.getByTestId('typing-indicator')).toHaveText('', { timeout: 9_000 });
    await composer(bob.page).press('Enter');
    await expect(alice.page.getByTestId('message').filter({ hasText: 'Thanks' })).toBeVisible();

    // Bob reacts to Alice's message; Alice sees the count and who reacted.
    const aliceMessageForBob = bob.page.getByTestId('message').filter({ hasText: 'Hello Bob, welcome!' });
    await aliceMessageForBob.getByRole('button', { name: 'Add reaction' }).click();
    await bob.page.getByRole('button', { name: 'party' }).click();
    const chip = alice.page.getByTestId('message').filter({ hasText: 'Hello Bob, welcome!' }).getByTestId('reaction-chip');
    await expect(chip).toHaveText('🎉1');
    await expect(chip).toHaveAccessibleName(`party: 1. ${bob.user.fullName} reacted with party`);
    // Alice adds the same reaction (count 2), then takes it back (count 1).
    await chip.click();
    await expect(chip).toHaveText('🎉2');
    await expect(
      bob.page.getByTestId('message').filter({ hasText: 'Hello Bob, welcome!' }).getByTestId('reaction-chip'),
    ).toHaveText('🎉2');
    await chip.click();
    await expect(chip).toHaveText('🎉1');

    // Bob has read everything: Alice's message says so.
    await expect(alice.page.getByTestId('message').filter({ hasText: 'Hello Bob, welcome!' }).getByTestId('seen-by')).toHaveText(
      `Seen by ${bob.user.fullName}`,
    );

    // Bob leaves for the dashboard; new messages raise his header badge, live.
    await bob.page.goto('/dashboard');
    await expect(bob.page.getByTestId('header-messages')).toHaveAccessibleName('Messages');
    await composer(alice.page).fill('Are you free on Tuesday?');
    await composer(alice.page).press('Enter');
    await composer(alice.page).fill('Or Wednesday?');
    await alice.page.getByRole('button', { name: 'Send message' }).click();
    await expect(bob.page.getByTestId('header-messages')).toHaveAccessibleName('Messages, 2 unread');
    const seenLast = alice.page.getByTestId('message').filter({ hasText: 'Or Wednesday?' }).getByTestId('seen-by');
    await expect(seenLast).toHaveCount(0);

    // In the list the conversation shows 2 unread; opening it clears every badge and Alice sees it was read.
    await bob.page.getByTestId('header-messages').click();
    await expect(listItem(bob.page, title).getByTestId('conversation-unread')).toHaveText('2 unread messages');
    await expect(listItem(bob.page, title)).toContainText('Or Wednesday?');
    await listItem(bob.page, title).click();
    await expect(bob.page.getByTestId('message').filter({ hasText: 'Or Wednesday?' })).toBeVisible();
    await expect(listItem(bob.page, title).getByTestId('conversation-unread')).toHaveCount(0);
    await expect(bob.page.getByTestId('header-messages')).toHaveAccessibleName('Messages');
    await expect(seenLast).toHaveText(`Seen by ${bob.user.fullName}`);

    // While Bob has it open, a new message is read at once: no badge appears.
    await composer(alice.page).fill('See you then!');
    await composer(alice.page).press('Enter');
    await expect(bob.page.getByTestId('message').filter({ hasText: 'See you then!' })).toBeVisible();
    await expect(alice.page.getByTestId('message').filter({ hasText: 'See you then!' }).getByTestId('seen-by')).toBeVisible();
    await expect(bob.page.getByTestId('header-messages')).toHaveAccessibleName('Messages');
    await expect(listItem(bob.page, title).getByTestId('conversation-unread')).toHaveCount(0);

    // Search across my messages finds the conversation.
    await bob.page.getByRole('searchbox', { name: 'Search messages' }).fill('wednesday');
    const result = bob.page.getByRole('list', { name: 'Search results' }).getByRole('link');
    await expect(result).toHaveCount(1);
    await expect(result.locator('mark')).toHaveText('Wednesday');
  } finally {
    await alice.close();
    await bob.close();
  }
});

test('a long history opens at the newest message and loads older pages on scroll up, keeping the place', async ({ browser }) => {
  test.slow();
  const alice = await person(browser, 'vendor', 'Alice');
  const bob = await person(browser, 'client', 'Bob');
  try {
    const bobId = ((await (await bob.page.request.get('/api/me')).json()) as { user: { id: string } }).user.id;
    const created = await alice.page.request.post('/api/messaging/conversations', {
      data: { title: 'Long history', participantIds: [bobId] },
      headers: { origin: baseURL },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    for (let i = 1; i <= 120; i++) {
      const sent = await alice.page.request.post(`/api/messaging/conversations/${id}/messages`, {
        data: { content: `History message ${i}` },
        headers: { origin: baseURL },
      });
      expect(sent.status()).toBe(201);
    }

    await bob.page.goto(`/messages?c=${id}`);
    const messages = bob.page.getByTestId('message');
    await expect(messages).toHaveCount(50);
    await expect(messages.last()).toContainText('History message 120');
    await expect(messages.last()).toBeInViewport();

    const scroller = bob.page.getByTestId('message-scroller');
    const anchor = messages.filter({ hasText: 'History message 71' });
    await scroller.evaluate((element) => {
      element.scrollTop = 0;
    });
    await expect(messages).toHaveCount(100);
    // The message that was at the top is still on screen: the view did not jump to the oldest page.
    await expect(anchor).toBeInViewport();
    await scroller.evaluate((element) => {
      element.scrollTop = 0;
    });
    await expect(messages).toHaveCount(120);
    await expect(bob.page.getByText('This is the start of the conversation.')).toBeVisible();
    await expect(messages.first()).toContainText('History message 1');
  } finally {
    await alice.close();
    await bob.close();
  }
});

test('the dialogs validate, and participants are managed with the spec’s toasts', async ({ browser }) => {
  test.slow();
  const alice = await person(browser, 'agency', 'Alice');
  const bob = await person(browser, 'client', 'Bob');
  const carol = await person(browser, 'client', 'Carol');
  const title = `Team ${uniqueWord().slice(2, 7)}`;
  try {
    await alice.page.goto('/messages');
    await alice.page.getByRole('button', { name: 'Start New Conversation' }).click();
    const dialog = alice.page.getByRole('dialog', { name: 'Start New Conversation' });
    await dialog.getByLabel('Title').fill('   ');
    await dialog.getByRole('button', { name: 'Create Conversation' }).click();
    await expect(dialog.getByText('Please enter a conversation title')).toBeVisible();
    await expect(dialog.getByText('Please select at least one participant')).toBeVisible();
    await expect(dialog.getByLabel('Type')).toHaveValue('general');
    await dialog.getByLabel('Type').selectOption('project');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await startConversation(alice.page, title, [bob.user]);
    await alice.page.getByRole('button', { name: 'Manage' }).click();
    const manage = alice.page.getByRole('dialog', { name: 'Manage Participants' });
    const rows = manage.getByTestId('participant-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: '(you)' })).toContainText('Admin');
    await expect(rows.filter({ hasText: bob.user.fullName })).toContainText('Client');
    // I cannot remove myself: there is no button for it.
    await expect(rows.filter({ hasText: '(you)' }).getByRole('button')).toHaveCount(0);

    await manage.getByRole('button', { name: 'Add Selected' }).click();
    await expect(manage.getByText('Please select at least one user to add')).toBeVisible();
    await manage.getByRole('searchbox', { name: 'Add people' }).fill(carol.user.fullName);
    await manage.getByRole('checkbox', { name: new RegExp(carol.user.fullName) }).check();
    await manage.getByRole('button', { name: 'Add Selected' }).click();
    await expectToast(alice.page, 'Added 1 participant(s)');
    await expect(rows.filter({ hasText: carol.user.fullName })).toContainText('Team member');

    await carol.page.goto('/messages');
    await expect(listItem(carol.page, title)).toBeVisible();
    await manage.getByRole('button', { name: `Remove ${carol.user.fullName}` }).click();
    await expectToast(alice.page, 'Participant removed');
    await expect(rows).toHaveCount(2);
    await expect(listItem(carol.page, title)).toHaveCount(0);
  } finally {
    await alice.close();
    await bob.close();
    await carol.close();
  }
});

test('Contact Seller opens (and then reuses) an inquiry titled after the service; signed out it asks to sign in', async ({
  browser,
}) => {
  test.slow(); // three browsers and two conversations: about 30 s on a loaded 2-core machine
  const seller = await newSellerApi('vendor');
  const service = await createServiceViaApi(seller.api, { title: `Menu photography ${uniqueWord().slice(2, 6)}` });
  const buyer = await person(browser, 'client', 'Buyer');
  try {
    await buyer.page.goto(`/service/${service.id}`);
    await buyer.page.getByRole('button', { name: 'Contact Seller' }).click();
    await expect(buyer.page).toHaveURL(/\/messages\?c=[0-9a-f-]{36}$/);
    await expect(buyer.page.getByTestId('conversation-title')).toHaveText(service.title);
    await expect(buyer.page.getByText('Inquiry', { exact: true })).toBeVisible();
    const firstUrl = buyer.page.url();

    await buyer.page.goto(`/service/${service.id}`);
    await buyer.page.getByRole('button', { name: 'Contact Seller' }).click();
    await expect(buyer.page).toHaveURL(firstUrl);
    await expect(listItem(buyer.page, service.title)).toHaveCount(1);

    const visitor = await browser.newContext({ baseURL });
    const page = await visitor.newPage();
    await page.goto(`/service/${service.id}`);
    await page.getByRole('button', { name: 'Contact Seller' }).click();
    await expect(page).toHaveURL('/auth');
    await visitor.close();
  } finally {
    await buyer.close();
    await seller.api.dispose();
  }
});

test('/messages has no axe violations (empty, open conversation, dialog) and works at 375 px with a drawer', async ({
  browser,
}) => {
  test.slow();
  const alice = await person(browser, 'vendor', 'Alice');
  const bob = await person(browser, 'client', 'Bob');
  const title = `Axe ${uniqueWord().slice(2, 7)}`;
  try {
    await alice.page.goto('/messages');
    await expect(alice.page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(alice.page.locator('[aria-busy="true"], [aria-label^="Loading"]')).toHaveCount(0);
    await expectNoViolations(alice.page);

    await startConversation(alice.page, title, [bob.user]);
    await composer(alice.page).fill('Checking accessibility');
    await composer(alice.page).press('Enter');
    await expect(alice.page.getByTestId('message')).toHaveCount(1);
    await expectNoViolations(alice.page);

    await alice.page.getByRole('button', { name: 'Manage' }).click();
    await expect(alice.page.getByRole('dialog', { name: 'Manage Participants' }).getByTestId('participant-row')).toHaveCount(2);
    await expectNoViolations(alice.page);

    // Bob on a phone: the list is a drawer; no sideways scrolling.
    const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 } });
    const page = await phone.newPage();
    await page.request.post('/api/auth/sign-in/email', {
      data: { email: bob.user.email, password: bob.user.password },
      headers: { origin: baseURL },
    });
    // The phone opens on the conversation list itself.
    await page.goto('/messages');
    const list = page.getByRole('region', { name: 'Conversations' });
    await expect(list.getByTestId('conversation-item').filter({ hasText: title })).toBeVisible();
    await expect(page.getByRole('complementary')).toBeHidden();
    await expectNoSidewaysScroll(page);
    await expectNoViolations(page, { afterToasts: true });
    await list.getByTestId('conversation-item').filter({ hasText: title }).click();
    await expect(page.getByTestId('conversation-title')).toHaveText(title);
    // From the open conversation, the list is a drawer.
    await page.getByRole('button', { name: 'Open conversations' }).click();
    const drawer = page.getByRole('dialog', { name: 'Conversations' });
    await drawer.getByTestId('conversation-item').filter({ hasText: title }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('conversation-title')).toHaveText(title);
    await expect(page.getByTestId('message').filter({ hasText: 'Checking accessibility' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoViolations(page, { afterToasts: true });
    await phone.close();
  } finally {
    await alice.close();
    await bob.close();
  }
});
