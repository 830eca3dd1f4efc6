import { expect, type Page, test } from '@playwright/test';
import { type FixtureSite, html, startFixtureSite } from '../apps/server/src/test/fixture-site';
import { axeBuilder } from './support/axe';
import { baseURL, expectNoSidewaysScroll, expectToast, sellerHeaders, signedInSeller } from './support/fixtures';

// The prospect's site on loopback: a dentist's page that states its name, email, phone and address. Later the
// site loses its basics, so the scheduled re-audit scores it lower and shows what got worse.
const HARBOR = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Harbor Dental | Family dentist in Portsmouth</title>
<meta name="description" content="Harbor Dental: gentle family dentistry in Portsmouth. Check-ups, cleaning and emergency care. Book today.">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Dentist","name":"Harbor Dental",
"telephone":"+1 603-555-0188","email":"hello@harbor-dental.test",
"address":{"@type":"PostalAddress","streetAddress":"4 Quay Road","addressLocality":"Portsmouth","postalCode":"03801"}}</script>
</head><body><main><h1>Harbor Dental</h1><h2>Family dentistry in Portsmouth</h2>
<p>Gentle check-ups, cleaning and emergency care for the whole family since 1998. Call +1 603-555-0188.</p>
<img src="/team.jpg" alt="Our dental team" width="400" height="300"></main></body></html>`;
const BROKEN = '<html><body><div>Site under maintenance</div><img src="/team.jpg"></body></html>';

let site: FixtureSite;
const routes = { '/': html(HARBOR) };
test.beforeAll(async () => {
  site = await startFixtureSite(routes);
});
test.afterAll(() => site?.close());

const pathOf = (url: string) => new URL(url).pathname;

/** Reloads until the locator shows up (lists that are not live: the job ran in the background). */
async function eventually(page: Page, check: () => Promise<void>, attempts = 20) {
  for (let attempt = 1; ; attempt++) {
    try {
      await check();
      return;
    } catch (error) {
      if (attempt >= attempts) throw error;
      await page.waitForTimeout(1000);
      await page.reload();
    }
  }
}

test('agency loop: analyse a prospect → proposal with a new client → hot lead → accept → deal set up → scheduled re-audit with diff → proof report', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  routes['/'] = html(HARBOR);
  await signedInSeller(page, 'agency');
  const email = `harbor-${Date.now()}@e2e.proclub.test`;

  // 1. Analyse the prospect's site.
  await page.goto('/client-analysis');
  const form = page.getByRole('form', { name: 'Website analysis' });
  await form.getByLabel('Website URL').fill(`${site.origin}/`);
  await form.getByRole('button', { name: 'Analyze Website' }).click();
  await expectToast(page, /^Found \d+ opportunities!$/);

  // 2. Create Proposal for a site that is not a client yet: a new client, prefilled from the analysis.
  const cards = page.getByTestId('recommendation-card');
  await cards.nth(0).getByRole('checkbox').check();
  await cards.nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Proposal (2)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Proposal' });
  await expect(dialog.getByRole('radio', { name: 'New client from this analysis' })).toBeChecked();
  await expect(dialog.getByLabel('Business name *')).toHaveValue('Harbor Dental');
  await expect(dialog.getByLabel('Email *')).toHaveValue('hello@harbor-dental.test');
  await expect(dialog.getByLabel('Phone')).toHaveValue('(603) 555-0188');
  await dialog.getByLabel('Email *').fill(email);
  await dialog.getByRole('button', { name: 'Create Proposal' }).click();
  await expect(page).toHaveURL(/\/hub\/proposals\?open=[0-9a-f-]{36}$/);
  await expect(page.getByRole('dialog', { name: 'Edit Proposal' })).toBeVisible();
  await page.keyboard.press('Escape');
  const card = page.getByTestId('proposal-card').filter({ hasText: 'Growth plan for Harbor Dental' });
  await expect(card.locator('[data-status]')).toHaveText('Draft');

  // 3. Send: the proposal is locked (no Edit); its link can be copied, viewed, resent.
  await card.getByRole('button', { name: 'Send to Client' }).click();
  await expectToast(page, `Proposal captured in the development mailbox for ${email} (no SMTP server is configured)`);
  await expect(card.locator('[data-status]')).toHaveText('Sent');
  await expect(card).toContainText('Not opened yet');
  await expect(card.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  const publicUrl = (await card.getByRole('link', { name: /as the client sees it/ }).getAttribute('href')) as string;

  // 4. The prospect opens the link in another browser: the seller is alerted live (hot lead).
  const prospectContext = await browser.newContext();
  const prospect = await prospectContext.newPage();
  await prospect.goto(pathOf(publicUrl));
  await expect(prospect.getByRole('heading', { name: 'Growth plan for Harbor Dental' })).toBeVisible();
  await expectToast(page, 'Harbor Dental just opened your proposal');
  await expect(card).toContainText('Viewed');

  // 5. Signing (name + consent) closes the deal; the seller is told live.
  await prospect.getByLabel('Full name *').fill('Dana Harbor');
  await prospect.getByLabel(/I agree to the terms/).check();
  await prospect.getByRole('button', { name: 'Sign and accept' }).click();
  await expect(prospect.getByTestId('accepted-banner')).toContainText('Signed by Dana Harbor');
  await expectToast(page, 'Harbor Dental accepted “Growth plan for Harbor Dental”');
  await expect(card.locator('[data-status]')).toHaveText('Accepted');
  await prospectContext.close();

  // 6. The active client, the project with its welcome thread, the onboarding workflow, the audit schedule.
  await page.goto('/crm');
  const client = page.getByTestId('client-card').filter({ hasText: 'Harbor Dental' });
  await expect(client).toContainText('Active');
  await page.goto('/crm?tab=projects');
  const project = page.getByTestId('project-card').filter({ hasText: 'Growth plan for Harbor Dental' });
  await expect(project).toContainText('In Progress');
  await page.getByRole('tab', { name: 'Messages' }).click();
  const thread = page.getByRole('region', { name: 'Conversation: Growth plan for Harbor Dental' });
  await expect(thread.getByTestId('message').filter({ hasText: 'Welcome aboard, Harbor Dental!' })).toBeVisible();
  await page.goto('/hub/onboarding');
  await expect(page.getByTestId('workflow-card').filter({ hasText: 'Harbor Dental' })).toBeVisible();
  await page.goto('/hub/schedules');
  const schedule = page.getByTestId('client-schedule').filter({ hasText: 'Harbor Dental' });
  await expect(schedule.getByLabel('How often')).toHaveValue('7');
  // The first re-audit (the baseline) runs on the job engine as soon as the deal closes.
  await eventually(page, () => expect(schedule).toContainText(/score \d+/, { timeout: 2000 }));
  const baseline = Number((await schedule.textContent())?.match(/score (\d+)/)?.[1]);
  // The schedule settings pass axe and fit a phone.
  expect((await axeBuilder(page).analyze()).violations.map((v) => v.id)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  expect((await axeBuilder(page).analyze()).violations.map((v) => v.id)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });

  // 7. The audit alert is a ready-made workflow (issue 35): the agency turns it on. Then the schedule runs after the
  // site got worse: a new audit with its diff, and the alert.
  const headers = { ...(await sellerHeaders(page.request)), origin: baseURL };
  const alert = await page.request.post('/api/workflows/from-template', { data: { key: 'audit_alert' }, headers });
  expect(alert.status(), await alert.text()).toBe(201);
  const published = await page.request.post(`/api/workflows/${((await alert.json()) as { id: string }).id}/publish`, {
    headers,
  });
  expect(published.status(), await published.text()).toBe(200);
  routes['/'] = html(BROKEN);
  await schedule.getByRole('button', { name: 'Run audit now for Harbor Dental' }).click();
  await expectToast(page, 'Re-audit of Harbor Dental queued');
  // The alert workflow's run tells the team (the bell), after the event's jobs ran: allow the job engine its time.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/notifications')).json()) as { items: { title: string }[] }).items.some((item) =>
          new RegExp(`^Harbor Dental's audit score dropped from ${baseline} to \\d+$`).test(item.title),
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
  await schedule.getByRole('link', { name: 'Audit history' }).click();
  await eventually(page, () => expect(page.getByText(/· 2 runs/)).toBeVisible({ timeout: 2000 }));
  await expect(page.getByRole('list', { name: 'Worse since last run' }).getByRole('listitem').first()).toBeVisible();

  // 8. The month's proof report is drafted from that activity.
  await page.goto('/hub/schedules');
  await schedule.getByRole('button', { name: 'Draft this month’s report for Harbor Dental' }).click();
  await expectToast(page, 'Report drafted');
  await page.goto('/hub/proof-reports');
  const month = new Date().toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const report = page.getByTestId('report-card').filter({ hasText: `Harbor Dental: ${month} results` });
  await expect(report).toContainText('Draft');
  await report.getByRole('link').first().click();
  await expect(page.getByText(new RegExp(`2 audits \\(score ${baseline} → \\d+\\)`))).toBeVisible();
});
