/** The only module that calls fetch. Every failure becomes an ApiClientError carrying the server's message. */

import { workspaceHeaders } from './current-workspace';

export interface FieldIssue {
  field: string;
  message: string;
}

export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldIssue[] = [],
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}

/** Whether a read failed because the record does not exist (or is not the reader's). */
export const isNotFoundError = (error: unknown) => error instanceof ApiClientError && error.status === 404;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  formData?: FormData;
  signal?: AbortSignal;
}

export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  // Every call names the tab's workspace: seller routes need it, the others ignore it.
  const headers: Record<string, string> = { accept: 'application/json', ...workspaceHeaders() };
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body, credentials: 'same-origin', signal: options.signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiClientError(0, 'network_error', 'Could not reach the server. Check your connection and try again.');
  }
  const text = await response.text();
  const data = text ? safeJson(text) : null;
  if (!response.ok) {
    const error = (data as { error?: { code?: string; message?: string; details?: { fields?: FieldIssue[] } } } | null)?.error;
    throw new ApiClientError(
      response.status,
      error?.code ?? 'http_error',
      error?.message ?? `Request failed (${response.status})`,
      error?.details?.fields ?? [],
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * POSTs JSON and reads a newline-delimited JSON stream (e.g. live progress), calling onEvent per line.
 * A non-2xx answer (refused before streaming started) throws ApiClientError like apiRequest.
 */
export async function apiStream<E>(
  path: string,
  body: unknown,
  onEvent: (event: E) => void,
  signal?: AbortSignal,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { accept: 'application/x-ndjson', 'content-type': 'application/json', ...workspaceHeaders() },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiClientError(0, 'network_error', 'Could not reach the server. Check your connection and try again.');
  }
  if (!response.ok || !response.body) {
    const data = safeJson(await response.text()) as {
      error?: { code?: string; message?: string; details?: { fields?: FieldIssue[] } };
    } | null;
    throw new ApiClientError(
      response.status,
      data?.error?.code ?? 'http_error',
      data?.error?.message ?? `Request failed (${response.status})`,
      data?.error?.details?.fields ?? [],
    );
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffered += value;
    let newline = buffered.indexOf('\n');
    while (newline >= 0) {
      const line = buffered.slice(0, newline).trim();
      buffered = buffered.slice(newline + 1);
      if (line) onEvent(JSON.parse(line) as E);
      newline = buffered.indexOf('\n');
    }
    if (done) break;
  }
  if (buffered.trim()) onEvent(JSON.parse(buffered) as E);
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>('GET', path, { signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, { body: body ?? {} }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, { body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>('PATCH', path, { body }),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
  /** A multipart upload; with onProgress it reports the share of bytes sent (0–1) as they leave the browser. */
  upload: <T>(method: Method, path: string, formData: FormData, onProgress?: (sent: number) => void) =>
    onProgress ? uploadWithProgress<T>(method, path, formData, onProgress) : apiRequest<T>(method, path, { formData }),
};

/**
 * fetch cannot report upload progress, so an upload that shows a progress bar goes through XMLHttpRequest, with the
 * same answers as apiRequest (parsed JSON, ApiClientError with the server's code, message and fields).
 */
function uploadWithProgress<T>(method: Method, path: string, formData: FormData, onProgress: (sent: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(workspaceHeaders())) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () =>
      reject(new ApiClientError(0, 'network_error', 'Could not reach the server. Check your connection and try again.'));
    request.onload = () => {
      const data = request.responseText ? safeJson(request.responseText) : null;
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(data as T);
        return;
      }
      const error = (data as { error?: { code?: string; message?: string; details?: { fields?: FieldIssue[] } } } | null)?.error;
      reject(
        new ApiClientError(
          request.status,
          error?.code ?? 'http_error',
          error?.message ?? `Request failed (${request.status})`,
          error?.details?.fields ?? [],
        ),
      );
    };
    request.send(formData);
  });
}

/** The message to show for a failed call: the server's words, or the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiClientError && error.code !== 'internal_error') {
    // Validation errors carry per-field messages written for people; the top-level one is prefixed for API clients.
    return error.fields[0]?.message || error.message || fallback;
  }
  return fallback;
}
