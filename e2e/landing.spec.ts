import { expect, test } from '@playwright/test';
import { axeBuilder } from './support/axe';
import { expectNoSidewaysScroll, signUpViaApi } from './support/fixtures';

test('the landing page makes the spec claims and links every call to action', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText(/number one platform for/i)).toBeVisible();
  await expect(page.getByText(/no credit card required/i).first()).toBeVisible();
  await expect(page.getByText(/1000\+ members/).first()).toBeVisible();

  const header = page.getByRole('banner');
  const nav = header.getByRole('navigation', { name: 'Main', exact: true });
  await expect(nav.getByRole('link', { name: 'Browse Services' })).toHaveAttribute('href', '/browse');
  await expect(nav.getByRole('link', { name: 'Membership' })).toHaveAttribute('href', '/membership');
  await expect(nav.getByRole('link', { name: 'Hub' })).toHaveAttribute('href', '/hub');
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  await expect(header.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth');

  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Browse Marketplace' })).toHaveAttribute('href', '/browse');
  for (const cta of ['Start Free Trial', 'Get Started Now', 'Explore Map Boost', 'Start Your Free Trial']) {
    await expect(main.getByRole('link', { name: cta, exact: true })).toHaveAttribute('href', '/auth');
  }

  for (const audience of ['For Agencies', 'For Vendors', 'For Freelancers']) {
    await expect(page.getByRole('heading', { name: audience })).toBeVisible();
  }
  await expect(page.getByText('CRM campaign management', { exact: true })).toBeVisible();
  for (const feature of ['Email campaigns', 'Client tracking', 'Analytics', 'Automated workflows']) {
    await expect(main.getByText(feature, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Map Boost', { exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('© 2025 ProClub');

  await main.getByRole('link', { name: 'Start Free Trial' }).click();
  await expect(page).toHaveURL('/auth');
});

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the landing and auth pages fit without sideways scrolling', async ({ page }) => {
    for (const path of ['/', '/auth']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, path);
    }
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main (mobile)' }).getByRole('link', { name: 'Hub' })).toBeVisible();
  });
});

test('a signed-in visitor of the landing page gets Go to Dashboard instead of Sign In', async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
});

test('a visitor following the Hub link gets a public overview of the hub with a call to sign up; the tools stay signed-in', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'Hub' })
    .click();
  await expect(page).toHaveURL('/hub');
  await expect(page.getByRole('heading', { level: 1, name: 'The Agency Hub' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Proof Reports' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Map Boost' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Launch Tool: Proof Reports' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute('href', '/auth');
  expect(
    await axeBuilder(page)
      .analyze()
      .then((r) => r.violations.map((v) => v.id)),
  ).toEqual([]);

  await page.goto('/hub/audits');
  await expect(page).toHaveURL('/auth');
});
