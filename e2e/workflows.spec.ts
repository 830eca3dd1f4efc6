import { expect, test } from '@playwright/test';
import { type FixtureSite, html, startFixtureSite } from '../apps/server/src/test/fixture-site';
import { expectNoViolations } from './support/axe';
import { expectNoSidewaysScroll, expectToast, mailedText, sellerHeaders, signedInSeller } from './support/fixtures';

// Issue 35: an agency builds "proposal viewed and not accepted in 2 days → email the contact + a task for the
// assignee", publishes it, the prospect opens the proposal, and the run log shows the wait; the fast clock (the
// test-only end-wait route) ends the 2 days; the email is in the dev mailbox and the task in the assignee's My tasks.

const SITE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pier Bakery | Bread in Portsmouth</title>
<meta name="description" content="Pier Bakery bakes sourdough and pastries in Portsmouth every morning. Order online or visit us.">
</head><body><main><h1>Pier Bakery</h1><p>Fresh bread every morning since 2004. Call +1 603-555-0142.</p></main></body></html>`;

let site: FixtureSite;
test.beforeAll(async () => {
  site = await startFixtureSite({ '/': html(SITE) });
});
test.afterAll(() => site?.close());

test('build a follow-up workflow, publish it, the prospect opens the proposal → wait, email and task', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const seller = await signedInSeller(page, 'agency');
  const headers = await sellerHeaders(page.request);
  const email = `pier-${Date.now()}@e2e.proclub.test`;

  // A sent proposal to a new client whose assignee is the seller (API: the proposal flow has its own spec).
  const analysis = await (await page.request.post('/api/analysis', { data: { website: `${site.origin}/` }, headers })).json();
  const proposal = await (
    await page.request.post('/api/proposals', {
      data: {
        analysisId: analysis.id,
        newClient: { name: 'Pier Bakery', email, website: `${site.origin}/` },
        productIds: analysis.recommendations.slice(0, 1).map((item: { productId: string }) => item.productId),
      },
      headers,
    })
  ).json();
  const me = await (await page.request.get('/api/me')).json();
  expect(
    (
      await page.request.put(`/api/crm/clients/${proposal.clientId}/assignee`, { data: { userId: me.user.id }, headers })
    ).status(),
  ).toBe(200);

  // Build it in the builder.
  await page.goto('/products/ai-agents');
  await expect(page.getByRole('heading', { level: 1, name: 'Workflows' })).toBeVisible();
  await expect(page.getByText('No workflows yet')).toBeVisible();
  await page.getByRole('button', { name: 'New workflow' }).click();
  await expectToast(page, 'Workflow created');
  await page.getByLabel('Name').fill('Proposal follow-up');
  await page.getByLabel('Event').selectOption('proposal.viewed');
  await page.getByLabel('Add a step to steps', { exact: true }).selectOption('email');
  await page.getByLabel('Add a step to steps', { exact: true }).selectOption('wait');
  // Keyboard reorder: the wait goes first.
  await page.getByRole('button', { name: 'Move step 2 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listitem', { name: 'Step 1: Wait' })).toBeVisible();
  await page.getByRole('listitem', { name: 'Step 1: Wait' }).getByLabel('Duration').fill('2');
  await expect(page.getByRole('listitem', { name: 'Step 1: Wait' }).getByLabel('Unit')).toHaveValue('86400');
  // The email goes into an if/else: only while the proposal is still not accepted.
  await page.getByRole('button', { name: 'Remove step 2' }).click();
  await page.getByLabel('Add a step to steps', { exact: true }).selectOption('branch');
  const branch = page.getByRole('listitem', { name: 'Step 2: If / else' });
  await branch.getByLabel('Condition 1 value').fill('sent');
  await branch.getByLabel('Add a step to steps[1].then').selectOption('email');
  await branch.getByLabel('Subject').fill('Any questions about {{proposal.title}}?');
  await branch.getByLabel('Message').fill('Hi {{client.name}},\n\nHappy to walk you through it: {{proposal.link}}');
  await branch.getByLabel('Add a step to steps[1].then').selectOption('task');
  await branch.getByLabel('Task title').fill('Call {{client.name}} about the proposal');

  // A missing field is refused, naming the step and field; then fixed and published.
  await page.getByLabel('Add a step to steps', { exact: true }).selectOption('tag');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('alert')).toContainText('Step steps[2]: a tag is required');
  await page.getByRole('button', { name: 'Remove step 3' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Workflow published');
  await expect(page.getByText('Published version 1')).toBeVisible();
  await expectNoViolations(page, { afterToasts: true });

  // The proposal goes out (its own spec covers the button); a test run against the client shows each step, sending nothing.
  const sent = await (await page.request.post(`/api/proposals/${proposal.id}/send`, { headers })).json();
  await page.getByLabel('Client for the test run').selectOption({ label: 'Pier Bakery' });
  await page.getByRole('button', { name: 'Run test' }).click();
  await expect(page.getByRole('list', { name: 'Test run result' })).toContainText(`Would email ${email}`);

  // The prospect opens the proposal.
  const prospect = await browser.newPage();
  await prospect.goto(new URL(sent.publicUrl).pathname);
  await expect(prospect.getByRole('heading', { name: proposal.title })).toBeVisible();
  await prospect.close();

  // The run log shows the wait.
  const runs = page.getByRole('list', { name: 'Runs' });
  await expect(runs.getByText(/waiting: Waiting 2 days/)).toBeVisible({ timeout: 20_000 });
  // The fast clock: the 2 days end now.
  const workflows = await (await page.request.get('/api/workflows', { headers })).json();
  const [run] = await (await page.request.get(`/api/workflows/${workflows[0].id}/runs`, { headers })).json();
  expect((await page.request.post(`/api/workflows/runs/${run.id}/end-wait`, { headers })).status()).toBe(202);
  await expect(runs.getByText('completed', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(runs).toContainText(`Email “Any questions about ${proposal.title}?” sent to ${email}`);
  await expect(runs).toContainText('Task “Call Pier Bakery about the proposal” created for the assignee');

  // The email is in the dev mailbox, the task in the assignee's My tasks.
  expect(await mailedText(page.request, email, 'Any questions about')).toContain('Happy to walk you through it');
  await page.goto('/tasks');
  await expect(page.getByRole('list', { name: 'My tasks' }).getByText('Call Pier Bakery about the proposal')).toBeVisible();
  expect(seller.email).toBeTruthy();

  // The client's record lists the run with its step log.
  await page.goto(`/crm/clients/${proposal.clientId}`);
  const onRecord = page.getByRole('list', { name: 'Workflow runs' });
  await expect(onRecord).toContainText('Proposal follow-up');
  await expect(onRecord).toContainText('Waiting 2 days');

  // Phone width: one column, no sideways scroll.
  await page.goto('/products/ai-agents');
  await page.getByRole('button', { name: /^Proposal follow-up/ }).click();
  await expect(page.getByRole('list', { name: 'Runs' })).toContainText('completed');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
});
