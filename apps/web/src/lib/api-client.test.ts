import { describe, expect, it } from 'vitest';
import { apiError, json, networkFailure, pending, route, sentRequests } from '@/test/network';
import { ApiClientError, api, apiStream, errorMessage } from './api-client';

async function failure(promise: Promise<unknown>): Promise<ApiClientError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiClientError);
  return error as ApiClientError;
}

describe('api-client', () => {
  it('returns the parsed JSON of a 2xx answer and sends JSON bodies with their content type', async () => {
    route('POST', '/api/crm/clients', (request) => json({ id: 'c1', echoed: request.body }, 201));
    await expect(api.post('/api/crm/clients', { name: 'Acme' })).resolves.toEqual({ id: 'c1', echoed: { name: 'Acme' } });
    expect(sentRequests('/api/crm/clients')[0].body).toEqual({ name: 'Acme' });
  });

  it("turns the server's error shape into an ApiClientError with its status, code, message and fields", async () => {
    route('POST', '/api/crm/clients', () =>
      apiError(400, 'validation_error', 'body/email: Invalid email', [{ field: 'email', message: 'Please enter a valid email' }]),
    );
    const error = await failure(api.post('/api/crm/clients', { email: 'x' }));
    expect(error).toMatchObject({ status: 400, code: 'validation_error', message: 'body/email: Invalid email' });
    expect(error.fields).toEqual([{ field: 'email', message: 'Please enter a valid email' }]);
    // People see the field's own words, not the API-style prefixed message.
    expect(errorMessage(error, 'Failed to save client')).toBe('Please enter a valid email');
  });

  it("keeps a 404's message and code for the caller", async () => {
    route('GET', '/api/services/s1', () => apiError(404, 'not_found', 'Service not found'));
    const error = await failure(api.get('/api/services/s1'));
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'Service not found', fields: [] });
    expect(errorMessage(error, 'Failed to load service details')).toBe('Service not found');
  });

  it('hides internal errors behind the screen’s fallback text', async () => {
    route('GET', '/api/services/mine', () => apiError(500, 'internal_error', 'Internal Server Error'));
    const error = await failure(api.get('/api/services/mine'));
    expect(error.status).toBe(500);
    expect(errorMessage(error, 'Failed to load services')).toBe('Failed to load services');
  });

  it('reports an unreachable server as a network_error with status 0', async () => {
    route('GET', '/api/me', networkFailure);
    const error = await failure(api.get('/api/me'));
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
    expect(errorMessage(error, 'x')).toBe('Could not reach the server. Check your connection and try again.');
  });

  it('turns a non-JSON error page (a proxy’s 502) into an http_error naming the status', async () => {
    route('GET', '/api/orders', () => new Response('<html>Bad Gateway</html>', { status: 502 }));
    const error = await failure(api.get('/api/orders'));
    expect(error).toMatchObject({ status: 502, code: 'http_error', message: 'Request failed (502)' });
  });

  it('returns null for an empty 204 answer', async () => {
    route('DELETE', '/api/crm/clients/c1', () => new Response(null, { status: 204 }));
    await expect(api.delete('/api/crm/clients/c1')).resolves.toBeNull();
  });

  it('lets an abort through as an AbortError (not an ApiClientError), so cancelled queries stay quiet', async () => {
    route('GET', '/api/slow', pending);
    const controller = new AbortController();
    const request = api.get('/api/slow', controller.signal);
    controller.abort();
    const error = await request.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).not.toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('streams newline-delimited JSON events and refuses a non-2xx stream with the server’s error', async () => {
    route('POST', '/api/analysis', () => new Response('{"step":1}\n{"step":2}\n{"done":true}', { status: 200 }));
    const events: unknown[] = [];
    await apiStream('/api/analysis', { website: 'https://example.com' }, (event) => events.push(event));
    expect(events).toEqual([{ step: 1 }, { step: 2 }, { done: true }]);

    route('POST', '/api/analysis', () => apiError(429, 'rate_limited', 'Too many analyses. Try again in a minute.'));
    const error = await failure(apiStream('/api/analysis', {}, () => {}));
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', message: 'Too many analyses. Try again in a minute.' });
  });
});
