import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe for one page, reporting violations only: with `resultTypes`, axe stops collecting every passing and
 * inapplicable node (the bulk of its work on a big page), and the specs read nothing but violations.
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
}

/**
 * Runs axe over the whole page and fails with one line per violation (rule, help text, the elements).
 * `afterToasts`: wait for toasts to leave first — a toast fading out is mid-animation (partly transparent), and the
 * check is about the page itself; toasts have their own contrast test in a11y.spec.ts.
 */
export async function expectNoViolations(page: Page, { afterToasts = false } = {}): Promise<void> {
  if (afterToasts) await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  const results = await axeBuilder(page).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}
