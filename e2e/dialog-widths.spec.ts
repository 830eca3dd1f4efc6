import { expect, type Locator, type Page, test } from '@playwright/test';
import { useDemoSession } from './support/fixtures';

// Issue #38: dialogs ignored their width (the base `max-w-lg` beat every wider class, so a dialog that asked for
// max-w-5xl rendered 512 px). Each dialog the agency opens must render at the width it asks for, measured on the
// rendered box at 1366 px — not read from the DOM alone.
const viewport = { width: 1366, height: 900 };
/** Tailwind's max-w scale in px (1rem = 16px). */
const MAX_W: Record<string, number> = {
  sm: 384,
  md: 448,
  lg: 512,
  xl: 576,
  '2xl': 672,
  '3xl': 768,
  '4xl': 896,
  '5xl': 1024,
  '6xl': 1152,
  '7xl': 1280,
};
/** The dialog's own `w-[calc(100%-2rem)]`: never wider than the viewport less 2rem. */
const widest = viewport.width - 32;

const BREAKPOINTS: Record<string, number> = { '': 0, 'sm:': 640, 'md:': 768, 'lg:': 1024, 'xl:': 1280 };

/**
 * The max-width the dialog asks for at this viewport (its largest applicable breakpoint's class: `sm:max-w-2xl`
 * over the base `max-w-lg`), with tailwind-merge leaving one class per breakpoint, and its rendered width.
 */
async function expectRequestedWidth(dialog: Locator, what: string) {
  await expect(dialog, what).toBeVisible();
  const classes = ((await dialog.getAttribute('class')) ?? '').split(/\s+/);
  const asked = classes.flatMap((name) => {
    const match = /^(sm:|md:|lg:|xl:)?max-w-(sm|md|lg|xl|[2-7]xl)$/.exec(name);
    return match ? [{ at: BREAKPOINTS[match[1] ?? ''], size: match[2] }] : [];
  });
  const breakpoints = asked.map((entry) => entry.at);
  expect(new Set(breakpoints).size, `${what}: one max-width per breakpoint after merging (${classes.join(' ')})`).toBe(
    breakpoints.length,
  );
  const applied = asked.filter((entry) => entry.at <= viewport.width).sort((a, b) => b.at - a.at)[0];
  expect(applied, `${what} asks for a max-width`).toBeDefined();
  const box = await dialog.boundingBox();
  expect(box?.width, `${what} renders at max-w-${applied.size}`).toBeCloseTo(Math.min(MAX_W[applied.size], widest), 0);
}

async function openAndMeasure(page: Page, open: () => Promise<void>, name: string | RegExp, what: string) {
  await open();
  const dialog = page.getByRole('dialog', { name });
  await expectRequestedWidth(dialog, what);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('every dialog the agency opens renders at its requested width (1366 px)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(viewport);
  await useDemoSession(page, 'agency');

  await page.goto('/crm');
  await openAndMeasure(page, () => page.getByRole('button', { name: 'Add Client' }).first().click(), 'Add Client', 'Add Client');
  await openAndMeasure(
    page,
    () => page.getByRole('button', { name: 'Import CSV' }).click(),
    'Import Clients from CSV',
    'Import Clients from CSV',
  );

  await page.goto('/crm?tab=projects');
  const firstProject = page.getByTestId('project-card').first();
  await expect(firstProject).toBeVisible();
  const title = (await firstProject.getByRole('heading').innerText()).trim();
  await openAndMeasure(
    page,
    () => firstProject.getByRole('button', { name: title, exact: true }).click(),
    title,
    'project details',
  );
  await openAndMeasure(
    page,
    () => firstProject.getByRole('button', { name: 'Milestones' }).click(),
    'Project Milestones',
    'Project Milestones',
  );
  await openAndMeasure(page, () => page.getByRole('button', { name: 'New Project' }).click(), 'New Project', 'New Project');

  await page.goto('/hub/proof-reports');
  await openAndMeasure(page, () => page.getByRole('button', { name: 'New Report' }).first().click(), 'New Report', 'New Report');
  await page.goto('/hub/audits');
  await openAndMeasure(page, () => page.getByRole('button', { name: 'New Audit' }).first().click(), 'New Audit', 'New Audit');
  await page.goto('/hub/onboarding');
  await openAndMeasure(
    page,
    () => page.getByRole('button', { name: 'New Workflow' }).first().click(),
    'New Workflow',
    'New Workflow',
  );
  await page.goto('/hub/proposals');
  await openAndMeasure(
    page,
    () =>
      page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click(),
    'Edit Proposal',
    'Edit Proposal',
  );

  await page.goto('/client-analysis');
  await openAndMeasure(page, () => page.getByRole('button', { name: 'ROI defaults' }).click(), 'ROI defaults', 'ROI defaults');

  await page.goto('/dashboard?tab=orders');
  const details = page.getByRole('button', { name: /^Open order: / }).first();
  const orderTitle = ((await details.getAttribute('aria-label')) ?? '').replace('Open order: ', '');
  await openAndMeasure(page, () => details.click(), orderTitle, 'order details');

  await page.goto('/messages');
  await openAndMeasure(
    page,
    () => page.getByRole('button', { name: 'New Chat' }).click(),
    'Start New Conversation',
    'Start New Conversation',
  );
  await openAndMeasure(page, () => page.keyboard.press('Control+k'), /search|command/i, 'command palette');
});
