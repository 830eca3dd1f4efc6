import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { apiError, json, route, sentRequests } from '@/test/network';
import { api } from './api-client';
import { createQueryClient } from './query-client';

/** Runs one query with the app's QueryClient until it settles, as a mounted component would. */
function settle(path: string) {
  const client = createQueryClient();
  // No waiting between retries here; the policy under test is whether to retry, not when.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
  const observer = new QueryObserver(client, { queryKey: [path], queryFn: ({ signal }) => api.get(path, signal) });
  return new Promise<string>((resolve) => {
    const unsubscribe = observer.subscribe((result) => {
      if (result.status === 'pending') return;
      unsubscribe();
      resolve(result.status);
    });
  });
}

describe('createQueryClient retry policy', () => {
  it('does not retry an answer that will not change (4xx)', async () => {
    route('GET', '/api/services/gone', () => apiError(404, 'not_found', 'Service not found'));
    expect(await settle('/api/services/gone')).toBe('error');
    expect(sentRequests('/api/services/gone')).toHaveLength(1);
  });

  it('retries server and network failures three times, then shows the error', async () => {
    route('GET', '/api/flaky', () => apiError(503, 'unavailable', 'Try later'));
    expect(await settle('/api/flaky')).toBe('error');
    expect(sentRequests('/api/flaky')).toHaveLength(4);
  });

  it('recovers when a retry succeeds', async () => {
    let calls = 0;
    route('GET', '/api/recovering', () => (++calls < 2 ? apiError(500, 'internal_error', 'x') : json({ ok: true })));
    expect(await settle('/api/recovering')).toBe('success');
    expect(calls).toBe(2);
  });
});
