import type { Env } from '../config/env';

/**
 * The origins the app is served from: APP_URL when set; otherwise (a bare machine, `npm start`) localhost and
 * 127.0.0.1 on PORT. Outside production, localhost:PORT stays trusted next to APP_URL for local tools.
 */
export function appOrigins(env: Env): string[] {
  const origins = new Set<string>();
  if (env.APP_URL) origins.add(new URL(env.APP_URL).origin);
  if (!env.APP_URL || env.NODE_ENV !== 'production') {
    origins.add(`http://localhost:${env.PORT}`);
    origins.add(`http://127.0.0.1:${env.PORT}`);
  }
  return [...origins];
}

/** Vite's dev server proxies /api to us in `npm run dev`, so its page is a trusted origin in development. */
const DEV_SERVER_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/**
 * Every origin whose pages may change state (CSRF check, better-auth, the realtime socket): the app's own
 * origins, plus the Vite dev server in development.
 */
export function trustedOrigins(env: Env): string[] {
  return [...appOrigins(env), ...(env.NODE_ENV === 'development' ? DEV_SERVER_ORIGINS : [])];
}

/**
 * The origin for absolute links a page or feed publishes (canonical URLs, the sitemap): APP_URL when set,
 * otherwise the origin the request came to (a bare machine).
 */
export function publicOrigin(env: Env, request: { protocol: string; host: string }): string {
  return env.APP_URL ? env.APP_URL.replace(/\/+$/, '') : `${request.protocol}://${request.host}`;
}
