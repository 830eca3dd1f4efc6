import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { createClientViaApi, createProjectViaApi, joinAdvancedCrmViaApi, waitForSubscription } from './support/crm';
import {
  baseURL,
  DEMO_PASSWORD,
  demoEmail,
  expectNoSidewaysScroll,
  expectToast,
  newUser,
  pickOption,
  setupViaApi,
  signedInSeller,
  signInViaApi,
  signUpViaApi,
  useDemoSession,
  workInOwnWorkspace,
} from './support/fixtures';
import { createServiceViaApi } from './support/marketplace';

const ACCESS_DENIED = 'Access denied. Only vendors, agencies, and freelancers can access the CRM.';

/**
 * Opens a delete confirmation with `opener`, checks its question (the spec's text) and answers it. Declining
 * leaves the focus on the button that asked.
 */
async function answerConfirm(page: Page, opener: Locator, text: string, accept: boolean) {
  await opener.click();
  const dialog = page.getByRole('alertdialog', { name: text });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: accept ? 'Delete' : 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  if (!accept) await expect(opener).toBeFocused();
}

test('seller adds a client, a project and a milestone, completes it, and the client sees a thread message live', async ({
  page,
  browser,
}) => {
  test.slow();
  await signedInSeller(page, 'vendor');
  const clientUser = newUser('client');

  await page.goto('/crm');
  await expect(page.getByRole('heading', { level: 1, name: 'CRM Dashboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Clients' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No clients yet. Add your first client to get started!')).toBeVisible();

  // Add a client whose email is the (future) client account's.
  await page.getByRole('button', { name: 'Add Client' }).first().click();
  const clientDialog = page.getByRole('dialog', { name: 'Add Client' });
  await clientDialog.getByLabel('Name *').fill('Clara Cupcake');
  await clientDialog.getByLabel('Email *').fill('not-an-email');
  await clientDialog.getByRole('button', { name: 'Add Client' }).click();
  await expect(clientDialog.getByText('Please enter a valid email address')).toBeVisible();
  await clientDialog.getByLabel('Email *').fill(clientUser.email.toUpperCase());
  await clientDialog.getByLabel('Company').fill('Cupcake Co');
  await clientDialog.getByRole('button', { name: 'Add Client' }).click();
  await expectToast(page, 'Client added successfully');
  await expect(page.getByTestId('client-card').filter({ hasText: 'Clara Cupcake' })).toBeVisible();

  // New project (inquiry by default; set to in progress so it shows in the Messages tab).
  await page.getByRole('tab', { name: 'Projects' }).click();
  await expect(page).toHaveURL(/tab=projects/);
  await expect(page.getByText('No projects yet. Create your first project to get started!')).toBeVisible();
  await page.getByRole('button', { name: 'New Project' }).click();
  const projectDialog = page.getByRole('dialog', { name: 'New Project' });
  await expect(projectDialog.getByLabel('Status')).toHaveValue('inquiry');
  await pickOption(projectDialog, 'Client *', 'clara', 'Clara Cupcake');
  await projectDialog.getByLabel('Title *').fill('Cupcake shop website');
  await projectDialog.getByLabel('Status').selectOption({ label: 'In Progress' });
  await projectDialog.getByLabel('Budget ($)').fill('1500.5');
  await projectDialog.getByRole('button', { name: 'Create Project' }).click();
  await expectToast(page, 'Project created successfully');
  const card = page.getByTestId('project-card').filter({ hasText: 'Cupcake shop website' });
  await expect(card).toContainText('$1,500.50');
  await expect(card).toContainText('In Progress');
  await expect(card).toContainText('No milestones yet');

  // Milestone: add, complete (completed_at shown), progress on the card.
  await card.getByRole('button', { name: 'Milestones' }).click();
  const milestones = page.getByRole('dialog', { name: 'Project Milestones' });
  await milestones.getByLabel('Title *').fill('Design sign-off');
  await milestones.getByLabel('Due date').fill('2030-01-15');
  await milestones.getByRole('button', { name: 'Add Milestone' }).click();
  await expectToast(page, 'Milestone added successfully');
  const milestone = milestones.getByTestId('milestone').filter({ hasText: 'Design sign-off' });
  await expect(milestone).toContainText('Pending');
  await milestone.getByLabel('Status of Design sign-off').selectOption({ label: 'Completed' });
  await expect(milestone.getByTestId('milestone-completed-at')).toContainText('Completed');
  await page.keyboard.press('Escape');
  await expect(card.getByTestId('milestone-progress')).toHaveText('1 of 1 completed');

  // The client signs up with the client record's email (other case) in a second browser.
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await signUpViaApi(clientPage.request, clientUser);
  await setupViaApi(clientPage.request, 'client');
  const projectId = (await page.request.get('/api/crm/projects').then((r) => r.json())).items[0].id as string;
  const subscribed = waitForSubscription(clientPage, `project:${projectId}`);
  await clientPage.goto('/dashboard');
  const myProjects = clientPage.getByRole('region', { name: 'My Projects' });
  await expect(myProjects.getByRole('heading', { name: 'Cupcake shop website' })).toBeVisible();
  await expect(myProjects.getByText('No messages yet. Start the conversation!')).toBeVisible();
  await subscribed;

  // The seller writes in the Messages tab; the client's dashboard shows it without a reload.
  await page.getByRole('tab', { name: 'Messages' }).click();
  const thread = page.getByRole('region', { name: 'Conversation: Cupcake shop website' });
  await expect(thread).toBeVisible();
  await thread.getByLabel('Message', { exact: true }).fill('  Hi Clara, the mock-ups are ready!  ');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByTestId('message').filter({ hasText: 'Hi Clara, the mock-ups are ready!' })).toHaveAttribute(
    'data-own',
    'true',
  );
  const received = myProjects.getByTestId('message').filter({ hasText: 'Hi Clara, the mock-ups are ready!' });
  await expect(received).toBeVisible();
  await expect(received).toHaveAttribute('data-own', 'false');

  // And back: the client's answer reaches the seller live; the seller's open thread marks it read.
  await myProjects.getByLabel('Message', { exact: true }).fill('Lovely, thank you!');
  await myProjects.getByLabel('Message', { exact: true }).press('Enter');
  await expect(thread.getByTestId('message').filter({ hasText: 'Lovely, thank you!' })).toHaveAttribute('data-own', 'false');
  await expect(myProjects.getByTestId('message').filter({ hasText: 'Lovely, thank you!' }).getByLabel('Read')).toBeVisible();
  await clientContext.close();
});

test('the board shows counts and totals per status and moves cards by drag-and-drop and from the keyboard', async ({ page }) => {
  await signedInSeller(page, 'agency');
  // The Board is part of the Advanced CRM Tools add-on.
  await joinAdvancedCrmViaApi(page.request);
  const client = await createClientViaApi(page.request);
  await createProjectViaApi(page.request, client.id, { title: 'Drag me', status: 'inquiry', budget: 100 });
  await createProjectViaApi(page.request, client.id, { title: 'Menu me', status: 'inquiry', budget: 50.25 });

  await page.goto('/crm?tab=projects');
  await page.getByRole('button', { name: 'Board' }).click();
  await expect(page).toHaveURL(/view=board/);
  const inquiry = page.getByTestId('board-column-inquiry');
  const completed = page.getByTestId('board-column-completed');
  await expect(inquiry.getByTestId('column-count')).toHaveText('2');
  await expect(inquiry.getByTestId('column-total')).toHaveText('$150.25');

  await inquiry.getByTestId('board-card').filter({ hasText: 'Drag me' }).dragTo(completed);
  await expectToast(page, 'Project updated successfully');
  await expect(completed.getByTestId('board-card').filter({ hasText: 'Drag me' })).toBeVisible();
  await expect(completed.getByTestId('column-count')).toHaveText('1');
  await expect(completed.getByTestId('column-total')).toHaveText('$100.00');

  await page.getByLabel('Move Menu me to').selectOption({ label: 'Move to Cancelled' });
  const cancelled = page.getByTestId('board-column-cancelled');
  await expect(cancelled.getByTestId('board-card').filter({ hasText: 'Menu me' })).toBeVisible();
  await expect(inquiry.getByTestId('column-count')).toHaveText('0');

  // The view survives a reload, and the server agrees.
  await page.reload();
  await expect(page.getByTestId('board-column-cancelled').getByTestId('column-count')).toHaveText('1');
  const board = await (await page.request.get('/api/crm/projects/board')).json();
  expect(board.columns.map((c: { status: string; count: number }) => `${c.status}:${c.count}`)).toEqual([
    'inquiry:0',
    'quoted:0',
    'in_progress:0',
    'completed:1',
    'cancelled:1',
  ]);
});

test('CSV import previews rows with errors and duplicates, then imports the good ones; search and filter stay in the URL', async ({
  page,
}) => {
  await signedInSeller(page, 'freelancer');
  // CSV import is part of the Advanced CRM Tools add-on.
  await joinAdvancedCrmViaApi(page.request);
  await createClientViaApi(page.request, { name: 'Already Here', email: 'here@example.test' });
  await page.goto('/crm');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Clients from CSV' });
  const csv = [
    '\uFEFFname,email,company,status',
    '"Smith, Jane",jane@example.test,"Smith ""&"" Co",active',
    'No Email,,,',
    'Dup,HERE@example.test,,',
    'Bob,bob@example.test,,archived',
  ].join('\r\n');
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const preview = dialog.getByTestId('import-preview');
  await expect(preview).toContainText('4 rows: 2 to import, 1 duplicate, 1 with errors.');
  await expect(preview).toContainText('A client with this email already exists');
  await dialog.getByRole('button', { name: 'Import 2 clients' }).click();
  await expectToast(page, 'Imported 2 clients (2 skipped)');
  await expect(page.getByTestId('client-card')).toHaveCount(3);
  await expect(page.getByTestId('client-card').filter({ hasText: 'Smith, Jane' })).toContainText('Smith "&" Co');

  await page.getByLabel('Search clients').fill('jane');
  await expect(page).toHaveURL(/q=jane/);
  await expect(page.getByTestId('client-card')).toHaveCount(1);
  await page.getByLabel('Search clients').fill('');
  await page.getByLabel('Status').selectOption({ label: 'Archived' });
  await expect(page).toHaveURL(/status=archived/);
  await expect(page.getByTestId('client-card')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    // A plain link cannot send the header: it names the workspace in the query (ADR 045 amendments).
    /^\/api\/crm\/clients\/export\?status=archived&workspace=[\w-]+$/,
  );

  // Delete asks for confirmation with the spec's text.
  await answerConfirm(
    page,
    page.getByRole('button', { name: 'Delete Bob' }),
    'Are you sure you want to delete this client?',
    true,
  );
  await expectToast(page, 'Client deleted successfully');
  await expect(page.getByText('No clients match your search.')).toBeVisible();
});

test('without the Advanced CRM Tools add-on the Board and CSV import explain the add-on and link to membership', async ({
  page,
}) => {
  await signedInSeller(page, 'vendor');
  await page.goto('/crm?tab=projects&view=board');
  const lock = page.getByRole('region', { name: 'The project Board is locked' });
  await expect(lock).toContainText('Unlocked by the Advanced CRM Tools add-on');
  await expect(lock.getByRole('link', { name: /Membership page/ })).toHaveAttribute('href', '/membership');
  await page.getByRole('tab', { name: 'Clients' }).click();
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Clients from CSV' });
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'c.csv', mimeType: 'text/csv', buffer: Buffer.from('name,email\nA,a@x.test\n') });
  await expect(dialog.getByRole('region', { name: 'CSV client import is locked' })).toContainText('Advanced CRM Tools');
  await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
});

test('New Project is disabled with a hint until there is a client', async ({ page }) => {
  await signedInSeller(page, 'vendor');
  await page.goto('/crm?tab=projects');
  await expect(page.getByRole('heading', { name: 'Your Projects' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Project' })).toBeDisabled();
  await expect(page.getByText('Add clients first before creating projects.')).toBeVisible();
});

test('clients and admins are sent to the dashboard with the access-denied message; no session goes to /auth', async ({
  page,
  browser,
}) => {
  await signUpViaApi(page.request);
  await setupViaApi(page.request, 'client');
  await page.goto('/crm');
  await expectToast(page, ACCESS_DENIED);
  await expect(page).toHaveURL('/dashboard');

  const anonymous = await browser.newContext();
  const anonymousPage = await anonymous.newPage();
  await anonymousPage.goto('/crm');
  await expect(anonymousPage).toHaveURL('/auth');
  await anonymous.close();
});

test("a profile that fails to load shows 'Failed to load CRM' and goes to /auth", async ({ page }) => {
  test.slow();
  await signedInSeller(page, 'vendor');
  await page.route('**/api/session', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal_error","message":"x"}}' }),
  );
  await page.goto('/crm');
  // The query retries 3 times with backoff (spec §9) before giving up.
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to load CRM' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL('/auth');
});

test('the demo vendor’s CRM is populated and the demo client sees the shared thread on the dashboard', async ({
  page,
  browser,
}) => {
  // Four screens and a second browser: more than the default 30 s on a loaded machine.
  test.slow();
  await useDemoSession(page, 'vendor');
  await page.goto('/crm');
  for (const status of ['Active', 'Inactive', 'Archived']) {
    await expect(page.getByTestId('client-card').filter({ hasText: status }).first()).toBeVisible();
  }
  await page.goto('/crm?tab=projects&view=board');
  for (const status of ['inquiry', 'quoted', 'in_progress', 'completed', 'cancelled']) {
    await expect(page.getByTestId(`board-column-${status}`).getByTestId('board-card').first()).toBeVisible();
  }
  await page.goto('/crm?tab=messages');
  await expect(page.getByRole('navigation', { name: 'Active Projects' }).getByRole('button')).not.toHaveCount(0);

  // The client signs in on its own context (as before the saved demo sessions): this test failed twice in a row on
  // a blank page with the saved client session (session 14's clean-clone run), cause not yet found.
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await signInViaApi(clientPage.request, demoEmail('client'), DEMO_PASSWORD);
  await clientPage.goto('/dashboard');
  const myProjects = clientPage.getByRole('region', { name: 'My Projects' });
  await myProjects.getByRole('button', { name: /Bakery website with online pre-orders/ }).click();
  const thread = myProjects.getByRole('region', { name: 'Conversation: Bakery website with online pre-orders' });
  await expect(thread.getByTestId('message').filter({ hasText: 'can customers pick a pickup time?' })).toHaveAttribute(
    'data-own',
    'true',
  );
  await clientContext.close();
});

test("New Project's pickers search on the server: a client beyond the first 100 is found and chosen from the keyboard", async ({
  page,
}) => {
  test.slow();
  await signedInSeller(page, 'agency');
  // More active clients than one answer holds (100), all sorting before the one we want.
  const stamp = Date.now();
  for (let start = 0; start < 101; start += 25) {
    await Promise.all(
      Array.from({ length: Math.min(25, 101 - start) }, (_, i) => start + i).map((n) =>
        createClientViaApi(page.request, { name: `Alpha ${String(n).padStart(3, '0')}`, email: `alpha-${n}-${stamp}@e2e.test` }),
      ),
    );
  }
  await createClientViaApi(page.request, { name: 'Zed Target', email: `zed-${stamp}@e2e.test` });
  await createClientViaApi(page.request, { name: 'Zed Dormant', email: `zed-dormant-${stamp}@e2e.test`, status: 'inactive' });
  await createServiceViaApi(page.request, { title: 'Zebra branding' });
  await createServiceViaApi(page.request, { title: 'Another service' });

  await page.goto('/crm?tab=projects');
  await page.getByRole('button', { name: 'New Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Project' });
  const client = dialog.getByRole('combobox', { name: 'Client *', exact: true });
  await expect(dialog.getByLabel('Client *')).toHaveAttribute('role', 'combobox');
  await expect(client).toHaveAttribute('aria-expanded', 'false');

  // Opening shows the first 100 by name and says how to reach the rest.
  await client.click();
  await expect(client).toHaveAttribute('aria-expanded', 'true');
  const list = dialog.getByRole('listbox', { name: 'Matching active clients' });
  await expect(list.getByRole('option')).toHaveCount(100);
  await expect(list.getByRole('option').first()).toContainText('Alpha 000');
  await expect(list.getByRole('option', { name: 'Zed Target' })).toHaveCount(0);
  const capNote = 'Showing the first 100 active clients. Type to narrow the search.';
  await expect(dialog.getByRole('status').filter({ hasText: 'active clients' })).toHaveText(capNote);
  await expect(dialog.locator('p:not(.sr-only)', { hasText: capNote })).toBeVisible();
  await expectNoViolations(page);

  // Typing searches on the server (active clients only); the first match is highlighted and Enter picks it.
  const searched = page.waitForRequest((request) => new URL(request.url()).searchParams.get('q') === 'zed');
  await client.pressSequentially('zed');
  await searched;
  await expect(list.getByRole('option')).toHaveCount(1);
  const match = list.getByRole('option', { name: 'Zed Target' });
  await expect(match).toBeVisible();
  await expect(client).toHaveAttribute('aria-activedescendant', (await match.getAttribute('id')) ?? 'missing');
  await expect(dialog.getByRole('status').filter({ hasText: 'active client' })).toHaveText('1 active client matches “zed”.');
  await client.press('Enter');
  await expect(client).toHaveAttribute('aria-expanded', 'false');
  await expect(client).toHaveValue('Zed Target');
  await expect(dialog).toBeVisible();

  // Escape closes only the list and drops a half-typed search; the choice stays.
  await client.press('ArrowDown');
  await expect(client).toHaveAttribute('aria-expanded', 'true');
  // The chosen text is selected, so typing replaces it.
  await client.pressSequentially('nobody at all');
  await expect(client).toHaveValue('nobody at all');
  await expect(dialog.getByRole('status').filter({ hasText: 'active clients' })).toHaveText(
    'No active clients match “nobody at all”.',
  );
  await client.press('Escape');
  await expect(client).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog).toBeVisible();
  await expect(client).toHaveValue('Zed Target');

  // The service picker searches the same way and offers 'No service' first.
  const service = dialog.getByRole('combobox', { name: 'Service', exact: true });
  await expect(service).toHaveValue('No service');
  await service.click();
  await expect(dialog.getByRole('listbox').getByRole('option').first()).toHaveText('No service');
  await pickOption(dialog, 'Service', 'zeb', 'Zebra branding');

  await dialog.getByLabel('Title *').fill('Found by search');
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expectToast(page, 'Project created successfully');
  await expect(page.getByTestId('project-card').filter({ hasText: 'Found by search' })).toContainText(
    'Zed Target · Zebra branding',
  );
});

test('editing a client saves the changes, refusing a bad email first', async ({ page }) => {
  await signedInSeller(page, 'vendor');
  const created = await createClientViaApi(page.request, {
    name: 'Edit Me',
    email: 'edit-me@example.test',
    company: 'Old Co',
    phone: '+1 555 0101',
  });
  await page.goto('/crm');
  await page.getByRole('button', { name: 'Edit Edit Me' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Client' });
  await expect(dialog.getByLabel('Name *')).toHaveValue('Edit Me');
  await expect(dialog.getByLabel('Email *')).toHaveValue('edit-me@example.test');
  await expect(dialog.getByLabel('Company')).toHaveValue('Old Co');
  await expect(dialog.getByLabel('Status')).toHaveValue('active');

  await dialog.getByLabel('Name *').fill('Edited Name');
  await dialog.getByLabel('Email *').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Update Client' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  expect((await (await page.request.get(`/api/crm/clients/${created.id}`)).json()).name).toBe('Edit Me');

  await dialog.getByLabel('Email *').fill('edited@example.test');
  await dialog.getByLabel('Company').fill('');
  await dialog.getByLabel('Status').selectOption({ label: 'Inactive' });
  await dialog.getByRole('button', { name: 'Update Client' }).click();
  await expectToast(page, 'Client updated successfully');
  await expect(dialog).toBeHidden();
  const card = page.getByTestId('client-card').filter({ hasText: 'Edited Name' });
  await expect(card).toContainText('edited@example.test');
  await expect(card).toContainText('Inactive');
  await expect(card).not.toContainText('Old Co');
  await expect(page.getByTestId('client-card')).toHaveCount(1);
  expect(await (await page.request.get(`/api/crm/clients/${created.id}`)).json()).toMatchObject({
    name: 'Edited Name',
    email: 'edited@example.test',
    company: null,
    phone: '+1 555 0101',
    status: 'inactive',
  });
});

test('editing a project changes its fields and status, keeps an inactive client, and can move it to another client', async ({
  page,
}) => {
  await signedInSeller(page, 'freelancer');
  const first = await createClientViaApi(page.request, { name: 'First Client' });
  await createClientViaApi(page.request, { name: 'Second Client' });
  const project = await createProjectViaApi(page.request, first.id, { title: 'Edit Project', budget: 100 });
  // The project's client is no longer active: it is not offered any more, but the project keeps it.
  const inactive = await page.request.put(`/api/crm/clients/${first.id}`, {
    data: { name: 'First Client', email: first.email, status: 'inactive' },
    headers: { origin: baseURL },
  });
  expect(inactive.status()).toBe(200);

  await page.goto('/crm?tab=projects');
  await page.getByRole('button', { name: 'Edit Edit Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Project' });
  const client = dialog.getByRole('combobox', { name: 'Client *', exact: true });
  await expect(client).toHaveValue('First Client');
  await expect(dialog.getByLabel('Title *')).toHaveValue('Edit Project');
  await expect(dialog.getByLabel('Status')).toHaveValue('inquiry');
  await expect(dialog.getByLabel('Budget ($)')).toHaveValue('100.00');

  await dialog.getByLabel('Title *').fill('Edited Project');
  await dialog.getByLabel('Description').fill('New scope');
  await dialog.getByLabel('Status').selectOption({ label: 'Completed' });
  await dialog.getByLabel('Budget ($)').fill('250.75');
  await dialog.getByLabel('Deadline').fill('2031-03-04');
  await dialog.getByRole('button', { name: 'Update Project' }).click();
  await expectToast(page, 'Project updated successfully');
  await expect(dialog).toBeHidden();
  const card = page.getByTestId('project-card').filter({ hasText: 'Edited Project' });
  await expect(card).toContainText('First Client');
  await expect(card).toContainText('Completed');
  await expect(card).toContainText('$250.75');
  await expect(card).toContainText('Mar 4, 2031');
  await expect(card).toContainText('New scope');
  await expect(page.getByTestId('project-card')).toHaveCount(1);

  await card.getByRole('button', { name: 'Edit Edited Project' }).click();
  await client.click();
  await expect(dialog.getByRole('listbox').getByRole('option', { name: 'First Client' })).toHaveCount(0);
  await pickOption(dialog, 'Client *', 'second', 'Second Client');
  await dialog.getByRole('button', { name: 'Update Project' }).click();
  await expectToast(page, 'Project updated successfully');
  await expect(card).toContainText('Second Client');
  expect(await (await page.request.get(`/api/crm/projects/${project.id}`)).json()).toMatchObject({
    title: 'Edited Project',
    description: 'New scope',
    status: 'completed',
    budget: 250.75,
    deadline: '2031-03-04',
    client: { name: 'Second Client' },
  });
});

test('the details view opened from a card shows every field and leads to milestones and edit', async ({ page }) => {
  await signedInSeller(page, 'agency');
  const client = await createClientViaApi(page.request, { name: 'Detail Client', email: 'detail@example.test' });
  const service = await createServiceViaApi(page.request, { title: 'Detail Service' });
  const project = await createProjectViaApi(page.request, client.id, {
    title: 'Detail Project',
    description: 'Full rebuild with a shop',
    status: 'quoted',
    budget: 1234.5,
    deadline: '2030-05-06',
    serviceId: service.id,
  });
  for (const title of ['Kick-off', 'Launch']) {
    const response = await page.request.post(`/api/crm/projects/${project.id}/milestones`, {
      data: { title },
      headers: { origin: baseURL },
    });
    expect(response.status()).toBe(201);
  }

  await page.goto('/crm?tab=projects');
  await page.getByTestId('project-card').getByRole('button', { name: 'Detail Project', exact: true }).click();
  const details = page.getByRole('dialog', { name: 'Detail Project' });
  await expect(details).toContainText('Quoted');
  await expect(details).toContainText('Full rebuild with a shop');
  for (const [label, value] of [
    ['Client', 'Detail Client (detail@example.test)'],
    ['Service', 'Detail Service'],
    ['Budget', '$1,234.50'],
    ['Deadline', 'May 6, 2030'],
  ]) {
    await expect(details.getByText(label, { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(value);
  }
  await expect(details.getByTestId('milestone-progress')).toHaveText('0 of 2 completed');

  await details.getByRole('button', { name: 'Milestones' }).click();
  const milestones = page.getByRole('dialog', { name: 'Project Milestones' });
  await expect(milestones.getByTestId('milestone')).toHaveCount(2);
  await expect(details).toBeHidden();
  await page.keyboard.press('Escape');

  await page.getByTestId('project-card').getByRole('button', { name: 'Detail Project', exact: true }).click();
  await details.getByRole('button', { name: 'Edit Project' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Project' });
  await expect(edit.getByLabel('Title *')).toHaveValue('Detail Project');
  await expect(edit.getByRole('combobox', { name: 'Service', exact: true })).toHaveValue('Detail Service');
});

test('deleting a milestone and a project asks the spec’s confirmations; declining keeps them', async ({ page }) => {
  await signedInSeller(page, 'vendor');
  const client = await createClientViaApi(page.request);
  const project = await createProjectViaApi(page.request, client.id, { title: 'Doomed Project' });
  const other = await createProjectViaApi(page.request, client.id, { title: 'Deleted From Details' });
  for (const title of ['Keep me', 'Remove me']) {
    await page.request.post(`/api/crm/projects/${project.id}/milestones`, { data: { title }, headers: { origin: baseURL } });
  }
  const milestoneCount = async () =>
    ((await (await page.request.get(`/api/crm/projects/${project.id}/milestones`)).json()) as unknown[]).length;

  await page.goto('/crm?tab=projects');
  const card = page.getByTestId('project-card').filter({ hasText: 'Doomed Project' });
  await card.getByRole('button', { name: 'Milestones' }).click();
  const milestones = page.getByRole('dialog', { name: 'Project Milestones' });
  await expect(milestones.getByTestId('milestone')).toHaveCount(2);

  await answerConfirm(
    page,
    milestones.getByRole('button', { name: 'Delete milestone Remove me' }),
    'Are you sure you want to delete this milestone?',
    false,
  );
  await expect(milestones.getByTestId('milestone')).toHaveCount(2);
  expect(await milestoneCount()).toBe(2);

  await answerConfirm(
    page,
    milestones.getByRole('button', { name: 'Delete milestone Remove me' }),
    'Are you sure you want to delete this milestone?',
    true,
  );
  await expectToast(page, 'Milestone deleted successfully');
  await expect(milestones.getByTestId('milestone')).toHaveCount(1);
  await expect(milestones.getByTestId('milestone')).toContainText('Keep me');
  expect(await milestoneCount()).toBe(1);
  await page.keyboard.press('Escape');
  await expect(card.getByTestId('milestone-progress')).toHaveText('0 of 1 completed');

  await answerConfirm(
    page,
    card.getByRole('button', { name: 'Delete Doomed Project' }),
    'Are you sure you want to delete this project?',
    false,
  );
  await expect(card).toBeVisible();
  expect((await page.request.get(`/api/crm/projects/${project.id}`)).status()).toBe(200);

  await answerConfirm(
    page,
    card.getByRole('button', { name: 'Delete Doomed Project' }),
    'Are you sure you want to delete this project?',
    true,
  );
  await expectToast(page, 'Project deleted successfully');
  await expect(card).toHaveCount(0);
  expect((await page.request.get(`/api/crm/projects/${project.id}`)).status()).toBe(404);

  // From the details view too: the dialog closes with the project.
  await page.getByTestId('project-card').getByRole('button', { name: 'Deleted From Details', exact: true }).click();
  const details = page.getByRole('dialog', { name: 'Deleted From Details' });
  await answerConfirm(
    page,
    details.getByRole('button', { name: 'Delete' }),
    'Are you sure you want to delete this project?',
    true,
  );
  await expect(details).toBeHidden();
  await expect(page.getByTestId('project-card')).toHaveCount(0);
  expect((await page.request.get(`/api/crm/projects/${other.id}`)).status()).toBe(404);
  await expect(page.getByText('No projects yet. Create your first project to get started!')).toBeVisible();
});

test('bad input in the project and milestone forms shows the messages and saves nothing', async ({ page }) => {
  await signedInSeller(page, 'vendor');
  const client = await createClientViaApi(page.request, { name: 'Form Client' });
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/crm/')) writes.push(request.url());
  });
  const projectTotal = async () => ((await (await page.request.get('/api/crm/projects')).json()) as { total: number }).total;

  await page.goto('/crm?tab=projects');
  await page.getByRole('button', { name: 'New Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Project' });
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(dialog.getByText('Client is required')).toBeVisible();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Client *', exact: true })).toHaveAttribute('aria-invalid', 'true');

  // A typed but unchosen search is not a client.
  await dialog.getByRole('combobox', { name: 'Client *', exact: true }).fill('Form');
  await dialog.getByLabel('Title *').fill('   ');
  await dialog.getByLabel('Budget ($)').fill('-5');
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(dialog.getByText('Client is required')).toBeVisible();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Budget must be between 0 and 100,000,000')).toBeVisible();

  await pickOption(dialog, 'Client *', 'form', 'Form Client');
  await dialog.getByLabel('Title *').fill('Too expensive');
  await dialog.getByLabel('Budget ($)').fill('100000001');
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(dialog.getByText('Budget must be between 0 and 100,000,000')).toBeVisible();
  await expect(dialog.getByText('Client is required')).toBeHidden();
  await expect(dialog.getByText('Title is required')).toBeHidden();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(writes).toEqual([]);
  expect(await projectTotal()).toBe(0);

  // The milestone form: a title is required (spaces are not one).
  const project = await createProjectViaApi(page.request, client.id, { title: 'Form Project' });
  writes.length = 0;
  await page.reload();
  await page.getByTestId('project-card').getByRole('button', { name: 'Milestones' }).click();
  const milestones = page.getByRole('dialog', { name: 'Project Milestones' });
  await milestones.getByRole('button', { name: 'Add Milestone' }).click();
  await expect(milestones.getByText('Title is required')).toBeVisible();
  await expect(milestones.getByLabel('Title *')).toHaveAttribute('aria-invalid', 'true');
  await milestones.getByLabel('Title *').fill('   ');
  await milestones.getByLabel('Description').fill('Only a description');
  await milestones.getByRole('button', { name: 'Add Milestone' }).click();
  await expect(milestones.getByText('Title is required')).toBeVisible();
  await expect(milestones.getByText('No milestones yet. Add the first one below.')).toBeVisible();
  expect(writes).toEqual([]);
  expect(await (await page.request.get(`/api/crm/projects/${project.id}/milestones`)).json()).toEqual([]);
});

test('the Campaigns tab shows Total Reach, Engagement Rate and Total Budget, and Manage Campaign only on live campaigns', async ({
  page,
}) => {
  await useDemoSession(page, 'vendor');
  const { items } = (await (await page.request.get('/api/crm/campaigns')).json()) as {
    items: { name: string; status: string; sent: number; opened: number; budget: number }[];
  };
  expect(new Set(items.map((campaign) => campaign.status))).toEqual(new Set(['paused', 'draft', 'completed']));
  const sent = items.reduce((sum, campaign) => sum + campaign.sent, 0);
  const opened = items.reduce((sum, campaign) => sum + campaign.opened, 0);
  const budget = items.reduce((sum, campaign) => sum + campaign.budget, 0);

  await page.goto('/crm?tab=campaigns');
  const figures = [
    ['Total Reach', 'summary-total-reach', sent.toLocaleString('en-US')],
    ['Engagement Rate', 'summary-engagement-rate', `${((opened / sent) * 100).toFixed(1)}%`],
    ['Total Budget', 'summary-total-budget', budget.toLocaleString('en-US', { style: 'currency', currency: 'USD' })],
  ];
  for (const [label, testId, value] of figures) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByTestId(testId)).toHaveText(value);
  }
  const cards = page.getByTestId('campaign-card');
  await expect(cards).toHaveCount(items.length);
  for (const campaign of items) {
    const card = cards.filter({ has: page.getByRole('heading', { name: campaign.name, exact: true }) });
    await expect(card.getByRole('button', { name: 'View Details' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Manage Campaign' })).toHaveCount(campaign.status === 'paused' ? 1 : 0);
  }
  const active = items.find((campaign) => campaign.status === 'paused');
  await cards
    .filter({ hasText: active?.name ?? 'missing' })
    .getByRole('button', { name: 'View Details' })
    .click();
  await expect(page.getByRole('dialog', { name: active?.name ?? 'missing' })).toContainText('Engagement rate');
});

test('a seller without campaigns sees zero figures and the empty state', async ({ page }) => {
  await signedInSeller(page, 'freelancer');
  await page.goto('/crm?tab=campaigns');
  await expect(page.getByTestId('summary-total-reach')).toHaveText('0');
  await expect(page.getByTestId('summary-engagement-rate')).toHaveText('0.0%');
  await expect(page.getByTestId('summary-total-budget')).toHaveText('$0.00');
  await expect(page.getByText('No campaigns yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage Campaign' })).toHaveCount(0);
});

async function openCrm(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await signUpViaApi(page.request);
  await setupViaApi(page.request, 'vendor');
  await workInOwnWorkspace(context);
  await joinAdvancedCrmViaApi(page.request);
  const client = await createClientViaApi(page.request, { name: 'Axe Client', email: 'axe@example.test', phone: '+1 555 0100' });
  const project = await createProjectViaApi(page.request, client.id, { title: 'Axe Project', status: 'quoted', budget: 900 });
  await page.request.post(`/api/project-threads/${project.id}/messages`, {
    data: { message: 'Hello from the seller' },
    headers: { origin: baseURL },
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'CRM Dashboard' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"], [role="status"][aria-label^="Loading"]')).toHaveCount(0);
  return page;
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });
    for (const path of ['/crm', '/crm?tab=projects', '/crm?tab=projects&view=board', '/crm?tab=campaigns', '/crm?tab=messages']) {
      test(`${path} has no axe violations`, async ({ context }) => {
        // A new seller with a client, a project and a message, then a full axe run: near 30 s on 2 busy cores.
        test.slow();
        const page = await openCrm(context, path);
        await expectNoViolations(page);
      });
    }
  });
}

test('/crm at 375 px has no sideways scrolling and no axe violations', async ({ browser }) => {
  test.slow(); // three screens, an axe run each: past 30 s on a 2-core machine
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  for (const path of ['/crm', '/crm?tab=projects&view=board', '/crm?tab=messages']) {
    const page = await openCrm(context, path);
    await expectNoSidewaysScroll(page);
    await expectNoViolations(page);
    await page.close();
  }
  await context.close();
});

test('the projects list fits a 375 px screen, long names and all', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await signUpViaApi(page.request);
  await setupViaApi(page.request, 'vendor');
  await workInOwnWorkspace(context);
  const client = await createClientViaApi(page.request, { name: 'Northwestern Regional Orthodontics Partnership LLC' });
  await createProjectViaApi(page.request, client.id, {
    title: 'Comprehensive-website-redesign-and-local-SEO-programme-for-all-branches',
    status: 'in_progress',
    budget: 1234567,
  });
  await page.goto('/crm?tab=projects');
  const card = page.getByTestId('project-card');
  await expect(card).toBeVisible();
  await expectNoSidewaysScroll(page);
  const box = await card.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(375);
  await expect(card.getByText('In Progress')).toBeInViewport();
  await context.close();
});
