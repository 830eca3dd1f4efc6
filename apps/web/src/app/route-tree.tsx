import type { RouteObject } from 'react-router';
import type { AppLayoutProps } from './layouts/app-layout';
import { RouteErrorScreen } from './routes/route-error';

/** A lazy layout route: the app header over its child routes (see app-layout.tsx). */
async function layout(props: AppLayoutProps) {
  const { AppLayout } = await import('./layouts/app-layout');
  return { element: <AppLayout {...props} /> };
}

/**
 * Every screen is lazy-loaded so the landing page ships little JavaScript. Route files are thin: they
 * compose feature components and guards; layout routes put the app header above the screens that have it.
 * Every path here is also in contracts' APP_ROUTES (the server's list of pages; route-tree.test.ts checks).
 */
export const routeTree: RouteObject[] = [
  {
    errorElement: <RouteErrorScreen />,
    // Shown for the instant the first lazy route loads; empty so it never flashes a different layout.
    hydrateFallbackElement: <div />,
    children: [
      { path: '/', lazy: () => import('./routes/landing') },
      { path: '/auth', lazy: () => import('./routes/auth') },
      { path: '/forgot-password', lazy: () => import('./routes/forgot-password') },
      { path: '/reset-password', lazy: () => import('./routes/reset-password') },
      { path: '/verified', lazy: () => import('./routes/verified') },
      { path: '/email-change/undo', lazy: () => import('./routes/email-change-undo') },
      { path: '/appeal', lazy: () => import('./routes/appeal') },
      // Signed-in screens: the app header (guards inside each route send visitors to /auth).
      {
        lazy: () => layout({ signedOut: 'blank' }),
        children: [
          { path: '/setup', lazy: () => import('./routes/setup') },
          { path: '/dashboard', lazy: () => import('./routes/dashboard') },
          { path: '/profile', lazy: () => import('./routes/profile') },
          { path: '/settings/account', lazy: () => import('./routes/account-settings') },
          { path: '/settings/team', lazy: () => import('./routes/team-settings') },
          { path: '/notifications', lazy: () => import('./routes/notifications') },
          { path: '/services/new', lazy: () => import('./routes/services-new') },
          { path: '/services/edit/:id', lazy: () => import('./routes/services-edit') },
          { path: '/crm', lazy: () => import('./routes/crm') },
          { path: '/crm/clients/:id', lazy: () => import('./routes/crm-client') },
          { path: '/tasks', lazy: () => import('./routes/tasks') },
          { path: '/invoices', lazy: () => import('./routes/invoices') },
          { path: '/invoices/new', lazy: () => import('./routes/invoice-new') },
          { path: '/invoices/subscriptions', lazy: () => import('./routes/invoice-subscriptions') },
          { path: '/invoices/:id', lazy: () => import('./routes/invoice-detail') },
          { path: '/invoices/:id/edit', lazy: () => import('./routes/invoice-edit') },
          { path: '/admin', lazy: () => import('./routes/admin') },
          { path: '/admin/users/:id', lazy: () => import('./routes/admin-user') },
          { path: '/membership/manage', lazy: () => import('./routes/membership-manage') },
          { path: '/membership/billing', lazy: () => import('./routes/membership-billing') },
          { path: '/membership/billing/card', lazy: () => import('./routes/membership-billing-card') },
          { path: '/client-analysis', lazy: () => import('./routes/client-analysis') },
          { path: '/hub/proof-reports', lazy: () => import('./routes/hub-proof-reports') },
          { path: '/hub/proof-reports/:id', lazy: () => import('./routes/hub-proof-report') },
          { path: '/hub/audits', lazy: () => import('./routes/hub-audits') },
          { path: '/hub/audits/:id', lazy: () => import('./routes/hub-audit') },
          { path: '/hub/schedules', lazy: () => import('./routes/hub-schedules') },
          { path: '/hub/client-dashboard', lazy: () => import('./routes/hub-client-dashboard') },
          { path: '/hub/proposals', lazy: () => import('./routes/hub-proposals') },
          { path: '/hub/onboarding', lazy: () => import('./routes/hub-onboarding') },
          { path: '/products/rank-tracker', lazy: () => import('./routes/products-rank-tracker') },
          { path: '/products/competitor-analysis', lazy: () => import('./routes/products-competitor-analysis') },
          { path: '/products/review-booster', lazy: () => import('./routes/products-review-booster') },
          { path: '/products/post-scheduler', lazy: () => import('./routes/products-post-scheduler') },
          { path: '/products/content-drops', lazy: () => import('./routes/products-content-drops') },
          { path: '/products/citation-builder', lazy: () => import('./routes/products-citation-builder') },
          { path: '/products/backlink-reports', lazy: () => import('./routes/products-backlink-reports') },
          { path: '/products/ai-agents', lazy: () => import('./routes/products-ai-agents') },
          { path: '/products/ad-templates', lazy: () => import('./routes/products-ad-templates') },
          { path: '/products/map-boost', lazy: () => import('./routes/products-map-boost') },
        ],
      },
      // Messages fills the viewport under the header.
      {
        lazy: () => layout({ signedOut: 'blank', fill: true }),
        children: [{ path: '/messages', lazy: () => import('./routes/messages') }],
      },
      // Public pages: the app header when signed in, the public top bar otherwise.
      {
        lazy: () => layout({ signedOut: 'public' }),
        children: [
          { path: '/browse', lazy: () => import('./routes/browse') },
          // Visitors see the hub's public overview; its tools are signed-in screens above.
          { path: '/hub', lazy: () => import('./routes/hub') },
          { path: '/service/:id', lazy: () => import('./routes/service-detail') },
          { path: '/sellers/:id', lazy: () => import('./routes/seller') },
          { path: '/membership', lazy: () => import('./routes/membership') },
          { path: '/membership/checkout/:id', lazy: () => import('./routes/membership-checkout') },
        ],
      },
      { path: '/report/:token', lazy: () => import('./routes/public-report') },
      { path: '/proposal/:token', lazy: () => import('./routes/public-proposal') },
      { path: '/invoice/:token', lazy: () => import('./routes/public-invoice') },
      { path: '/invitations/:token', lazy: () => import('./routes/invitation') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];
