/**
 * Every page route of the web app, as React Router patterns. The server answers a hard load of any of them with
 * the app (200) and any other path with the same app under a 404 status, so crawlers and monitors see real
 * misses. apps/web's router test checks that its routes and this list are the same set: add a page in both.
 */
export const APP_ROUTES = [
  '/',
  '/auth',
  '/forgot-password',
  '/reset-password',
  '/verified',
  '/email-change/undo',
  '/appeal',
  '/setup',
  '/dashboard',
  '/profile',
  '/settings/account',
  '/settings/team',
  '/notifications',
  '/services/new',
  '/services/edit/:id',
  '/crm',
  '/crm/clients/:id',
  '/tasks',
  '/invoices',
  '/invoices/new',
  '/invoices/subscriptions',
  '/invoices/:id',
  '/invoices/:id/edit',
  '/admin',
  '/admin/users/:id',
  '/membership/manage',
  '/client-analysis',
  '/hub',
  '/hub/proof-reports',
  '/hub/proof-reports/:id',
  '/hub/audits',
  '/hub/audits/:id',
  '/hub/schedules',
  '/hub/client-dashboard',
  '/hub/proposals',
  '/hub/onboarding',
  '/products/rank-tracker',
  '/products/competitor-analysis',
  '/products/review-booster',
  '/products/post-scheduler',
  '/products/content-drops',
  '/products/citation-builder',
  '/products/backlink-reports',
  '/products/ai-agents',
  '/products/ad-templates',
  '/products/map-boost',
  '/messages',
  '/browse',
  '/service/:id',
  '/sellers/:id',
  '/membership',
  '/membership/billing',
  '/membership/billing/card',
  '/membership/checkout/:id',
  '/report/:token',
  '/proposal/:token',
  '/invoice/:token',
  '/invitations/:token',
] as const;

/** A matcher for a path (no query) against the route list: each ':param' is one non-empty segment. */
export function isAppRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return APP_ROUTE_MATCHERS.some((matcher) => matcher.test(path));
}

const APP_ROUTE_MATCHERS = APP_ROUTES.map((route) => new RegExp(`^${route.replace(/:[a-zA-Z]+/g, '[^/]+')}$`));
