import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';

/** A fresh cache per test; no retries, so a failed request shows its error state at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } },
  });
}

interface RenderOptions {
  /** The URL the router starts at, e.g. '/crm?tab=clients'. */
  url?: string;
  /** A route pattern, when the component reads params (e.g. '/hub/:clientId'). */
  path?: string;
  queryClient?: QueryClient;
}

/** Renders with what every feature component expects around it: TanStack Query, a router and the toaster. */
export function renderWithProviders(ui: ReactElement, { url = '/', path, queryClient = testQueryClient() }: RenderOptions = {}) {
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        {path ? (
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
        ) : (
          ui
        )}
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}

/** Runs a hook inside the same providers, e.g. a realtime hook that writes into the query cache. */
export function renderHookWithProviders<Result, Props>(
  hook: (props: Props) => Result,
  { queryClient = testQueryClient(), initialProps }: { queryClient?: QueryClient; initialProps?: Props } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return { ...renderHook(hook, { wrapper, initialProps }), queryClient };
}
