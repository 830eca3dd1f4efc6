import { QueryClient } from '@tanstack/react-query';
import { ApiClientError } from './api-client';

/**
 * The spec's cache numbers are TanStack Query's defaults: 3 retries, exponential backoff from 1 s capped at
 * 30 s, unused data kept 5 minutes. We only skip retrying answers that will not change (4xx).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          failureCount < 3 && !(error instanceof ApiClientError && error.status >= 400 && error.status < 500),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
