import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { axeBuilder, expectNoViolations } from './support/axe';
import { expectNoSidewaysScroll, setupViaApi, signUpViaApi } from './support/fixtures';

type Session = 'anonymous' | 'no-role' | 'seller' | 'client';

const screens: { path: string; session: Session; heading: string | RegExp }[] = [
  { path: '/', session: 'anonymous', heading: /Grow your service business/ },
  { path: '/auth', session: 'anonymous', heading: 'Welcome to ProClub' },
  { path: '/setup', session: 'no-role', heading: 'Complete Your Profile' },
  { path: '/dashboard', session: 'seller', heading: /Welcome back/ },
  { path: '/dashboard', session: 'client', heading: /Welcome back/ },
  { path: '/profile', session: 'seller', heading: 'Edit Profile' },
  { path: '/missing-page', session: 'anonymous', heading: 'Oops! Page not found' },
];

// @axe-core/playwright needs a page made by context.newPage(), not the default page fixture.
async function openAs(context: BrowserContext, session: Session): Promise<Page> {
  const page = await context.newPage();
  if (session !== 'anonymous') await signUpViaApi(page.request);
  if (session === 'seller') await setupViaApi(page.request, 'vendor', { bio: 'Accessible websites.' });
  if (session === 'client') await setupViaApi(page.request, 'client');
  return page;
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    for (const { path, session, heading } of screens) {
      test(`${path} as ${session} has no axe violations`, async ({ context }) => {
        const page = await openAs(context, session);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        // Let lazy content (the services list) settle so axe sees the final page.
        await expect(page.locator('[aria-busy="true"], [aria-label="Loading services"]')).toHaveCount(0);
        await expectNoViolations(page);
      });
    }
  });
}

test('the sign-up tab with inline errors has no axe violations', async ({ context }) => {
  const page = await context.newPage();
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expectNoViolations(page);
});

test('a 375 px wide dashboard has no axe violations and no sideways scrolling', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await openAs(context, 'seller');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
  await expect(page.locator('[aria-label="Loading services"]')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);
  await context.close();
});

// Toasts carry the spec's messages; their text must be as readable as the page's.
for (const scheme of ['light', 'dark'] as const) {
  test(`success and error toasts pass axe colour contrast (${scheme})`, async ({ context }) => {
    test.slow(); // two axe runs on top of sign-up and setup
    const page = await openAs(context, 'seller');
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/profile');
    const save = page.getByRole('button', { name: 'Save Changes' });
    const settledToast = async (text: string) => {
      const toast = page.locator('[data-sonner-toast][data-mounted="true"]').filter({ hasText: text });
      await expect(toast).toBeVisible();
      // A pointer over the toaster pauses sonner's 4 s dismiss timer, as it would for a person reading it;
      // without it a slow axe run raced the timer and the toast vanished mid-check.
      await toast.hover();
      await page.waitForTimeout(600); // sonner's entry animation (400 ms) fades the text in
      const results = await axeBuilder(page).include('[data-sonner-toaster]').withRules(['color-contrast']).analyze();
      expect(results.violations.flatMap((v) => v.nodes.map((n) => n.failureSummary))).toEqual([]);
      // force: the hovered (expanded) toaster re-measures its stack, so the button never reads as "stable".
      await toast.getByRole('button', { name: 'Close toast' }).click({ force: true });
      await expect(toast).toHaveCount(0);
    };

    await save.click();
    await settledToast('Profile updated successfully');

    await page.route('**/api/profile', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, json: { error: { code: 'x', message: 'Down' } } })
        : route.continue(),
    );
    await save.click();
    await settledToast('Down');
  });
}
