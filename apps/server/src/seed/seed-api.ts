import crypto from 'node:crypto';
import { WORKSPACE_HEADER } from '@proclub/contracts/workspaces';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Env } from '../config/env';
import { appOrigins } from '../lib/trusted-origins';

/**
 * The demo seed acts as its people through the app's own API (app.inject: the same routes, services and rules a
 * browser meets, nothing on the network), so a seeded order or review is one the app itself accepts.
 */
export class SeedApi {
  private readonly cookies = new Map<string, string>();
  /** The workspace the calls work in (X-Workspace-Id, as the web app sends it): the person's own once signed in. */
  workspaceId: string | undefined;

  constructor(
    private readonly app: FastifyInstance,
    private readonly origin: string,
  ) {}

  static origin(env: Env | undefined): string {
    return env ? (appOrigins(env)[0] ?? 'http://localhost:3000') : 'http://localhost:3000';
  }

  /** Signs in as a demo account; the session cookie is kept for the calls that follow. */
  static async signIn(app: FastifyInstance, env: Env | undefined, email: string, password: string): Promise<SeedApi> {
    const api = new SeedApi(app, SeedApi.origin(env));
    const signedIn = await api.call<{ user: { id: string } }>('POST', '/api/auth/sign-in/email', { email, password });
    api.workspaceId = signedIn.user.id;
    return api;
  }

  async raw(method: InjectOptions['method'], url: string, options: Omit<InjectOptions, 'method' | 'url'> = {}) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response: LightMyRequestResponse = await this.app.inject({
      ...options,
      method,
      url,
      headers: {
        origin: this.origin,
        ...(this.workspaceId ? { [WORKSPACE_HEADER]: this.workspaceId } : {}),
        ...(cookie ? { cookie } : {}),
        ...(options.headers ?? {}),
      },
    });
    for (const set of response.cookies as { name: string; value: string }[]) this.cookies.set(set.name, set.value);
    return response;
  }

  /** A call that must succeed: the seed stops loudly if the app refuses it (the demo never breaks the rules). */
  async call<T = unknown>(
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    options: Omit<InjectOptions, 'method' | 'url' | 'payload'> = {},
  ): Promise<T> {
    const response = await this.raw(method, url, {
      ...options,
      ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}),
    });
    if (response.statusCode >= 300)
      throw new Error(`demo seed: ${method} ${url} answered ${response.statusCode} ${response.body}`);
    return (response.body ? response.json() : undefined) as T;
  }
}

/** A multipart/form-data body (the service form's `data` part plus image files), built by hand for app.inject. */
export function multipartBody(parts: { name: string; filename?: string; contentType?: string; content: Buffer | string }[]) {
  const boundary = `----proclub-seed-${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(
      Buffer.from(`${head}\r\n`),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
