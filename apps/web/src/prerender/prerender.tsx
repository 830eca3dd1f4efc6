/**
 * Build-time snapshots of the public entry pages (landing and sign-in), rendered with the real components so
 * their text paints from the HTML before any JavaScript runs; main.tsx replaces the snapshot with the live
 * app once the page's route is loaded. Run by scripts/prerender-web.mjs after the client build; never
 * shipped to the browser.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AuthPage } from '@/features/auth/components/auth-page';
import { LandingPage } from '@/features/landing/components/landing-page';

export interface PrerenderedPage {
  /** The URL path the server answers with this file (via dist/prerendered.json). */
  path: string;
  /** File name written beside index.html in apps/web/dist. */
  file: string;
  element: ReactElement;
}

export const pages: PrerenderedPage[] = [
  { path: '/', file: 'landing.html', element: <LandingPage /> },
  { path: '/auth', file: 'auth.html', element: <AuthPage /> },
];

/** Static markup of one page as a signed-out visitor first sees it (no data fetched). */
export function render(page: PrerenderedPage): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouter location={page.path}>{page.element}</StaticRouter>
    </QueryClientProvider>,
  );
}
