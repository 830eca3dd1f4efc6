import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { createClientViaApi } from './support/crm';
import {
  baseURL,
  DEMO_PASSWORD,
  expectNoSidewaysScroll,
  expectToast,
  type MeBody,
  sellerHeaders,
  signInViaApi,
  useDemoSession,
} from './support/fixtures';

// Issue 35 (tasks): the agency owner gives a teammate a task from /tasks; it is in the teammate's My tasks. An overdue
// task shows under Overdue and on its client's record, and is marked done by keyboard.
test('a task for a teammate reaches their My tasks; Overdue lists a late one, done by keyboard', async ({ page, browser }) => {
  test.slow();
  await useDemoSession(page, 'agency');
  const me = (await (await page.request.get('/api/me')).json()) as MeBody;
  const id = randomUUID().slice(0, 8);
  const title = `Send Sam the brief ${id}`;

  await page.goto('/tasks');
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  await page.getByRole('button', { name: 'New task' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await dialog.getByLabel('Title *').fill(title);
  await dialog.getByLabel('Assignee').selectOption({ label: 'Sam Rivera' });
  await dialog.getByLabel('Priority').selectOption('high');
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await expectToast(page, 'Task created');
  await page.getByRole('button', { name: 'All' }).click();
  await expect(page.getByRole('list', { name: 'All' }).getByText(title)).toBeVisible();

  // The teammate signs in in their own browser: the task is in their My tasks.
  const mateContext = await browser.newContext({ baseURL });
  await signInViaApi(mateContext.request, 'agency-member@demo.proclub.test', DEMO_PASSWORD);
  const matePage = await mateContext.newPage();
  await matePage.goto('/tasks');
  await expect(matePage.getByRole('list', { name: 'My tasks' }).getByText(title)).toBeVisible();
  await expect(matePage.getByRole('list', { name: 'My tasks' }).getByText('Sam Rivera').first()).toBeVisible();
  await mateContext.close();

  // A late task for a client: Overdue lists it, and so does the client's record.
  const client = await createClientViaApi(page.request, { name: `Late Bakery ${id}`, email: `late-${id}@e2e.proclub.test` });
  const late = `Chase the logo files ${id}`;
  const made = await page.request.post('/api/tasks', {
    data: { title: late, clientId: client.id, assigneeId: me.user.id, dueAt: new Date(Date.now() - 86_400_000).toISOString() },
    headers: await sellerHeaders(page.request),
  });
  expect(made.status(), await made.text()).toBe(201);
  await page.goto(`/crm/clients/${client.id}`);
  await expect(page.getByRole('list', { name: `Tasks for ${client.name}` }).getByText(late)).toBeVisible();

  await page.goto('/tasks?tab=overdue');
  const overdue = page.getByRole('list', { name: 'Overdue' });
  await expect(overdue.getByText(late)).toBeVisible();
  await expect(overdue.getByTestId('task-item').filter({ hasText: late })).toContainText('Overdue · due');
  await expectNoViolations(page);
  const box = page.getByRole('checkbox', { name: `Mark “${late}” done` });
  await box.focus();
  await page.keyboard.press('Space');
  await expectToast(page, 'Task done');
  await expect(overdue.getByText(late)).toHaveCount(0);

  // On a phone the list stays in the screen's width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/tasks?tab=all');
  await expect(page.getByRole('list', { name: 'All' }).getByText(title)).toBeVisible();
  await expectNoSidewaysScroll(page, 'tasks at 390px');
});
