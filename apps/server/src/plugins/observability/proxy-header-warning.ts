import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const PROXY_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded'] as const;

/**
 * Behind a load balancer without TRUST_PROXY every client has the proxy's address, so each per-IP limit (sign-ups,
 * sign-ins, analyses) is shared by the whole site. Say so once, at warn level, the first time a proxy header shows up.
 */
export const proxyHeaderWarningPlugin = fp(
  async (app: FastifyInstance, options: { trustProxy: unknown }) => {
    if (options.trustProxy !== false) return;
    let warned = false;
    app.addHook('onRequest', async (request) => {
      if (warned) return;
      const header = PROXY_HEADERS.find((name) => request.headers[name] !== undefined);
      if (!header) return;
      warned = true;
      app.log.warn(
        `A request arrived with a ${header} header but TRUST_PROXY is off: behind a reverse proxy every visitor shares the proxy's address, so per-IP rate limits apply to the whole site. Set TRUST_PROXY to the proxy's address (or a hop count).`,
      );
    });
  },
  { name: 'proxy-header-warning' },
);
