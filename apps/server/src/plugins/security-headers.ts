import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Env } from '../config/env';
import { appOrigins } from '../lib/trusted-origins';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** ws://… or wss://… for an http(s) origin: the realtime socket lives on the app's own origin. */
const socketOrigin = (origin: string) => origin.replace(/^http/, 'ws');

/**
 * The helmet configuration, from the configuration.
 * - connect-src: only our own origin and its WebSocket twin; a script that slipped through cannot post data
 *   anywhere else.
 * - HSTS only when the public URL is https: over plain http (a bare machine, localhost) it would be ignored
 *   at best and lock a host name to https at worst.
 */
export function helmetOptions(env: Env): HelmetOptions {
  const https = env.APP_URL?.startsWith('https://') ?? false;
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...appOrigins(env).map(socketOrigin)],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: false } : false,
  };
}

/**
 * helmet's headers for these options, computed once: its middleware is run at boot against a response that only
 * records what is set. No header depends on the request (no CSP nonces), so every response gets the same set.
 * (@fastify/helmet rebuilt the middleware, parsing the CSP again, on every request: about 2 % of a browse.)
 */
export function securityHeaders(env: Env): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(env))({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Sets the precomputed security headers on every response, errors and 404s included (as helmet did). */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { env }: { env: Env }) => {
    const headers = securityHeaders(env);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
