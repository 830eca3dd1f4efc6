import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Env } from '../config/env';
import { appOrigins } from '../lib/trusted-origins';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** ws://… or wss://… for an http(s) origin: the realtime socket lives on the app's own origin. */
const socketOrigin = (origin: string) => origin.replace(/^http/, 'ws');

/**
 * The helmet configuration, computed once at boot from the configuration (helmet builds its middleware from
 * it once, so nothing here runs per request).
 * - connect-src: only our own origin and its WebSocket twin; a script that slipped through cannot post data
 *   anywhere else.
 * - HSTS only when the public URL is https: over plain http (a bare machine, localhost) it would be ignored
 *   at best and lock a host name to https at worst.
 */
export function helmetOptions(env: Env): FastifyHelmetOptions {
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
