import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface RouteEntry {
  method: string;
  url: string;
  config: FastifyContextConfig;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as declared (method, path, config), for the tests that walk the route table. */
    routeTable: RouteEntry[];
  }
}

/** Records each route when it is added; registered first so no route escapes it. */
export const routeTablePlugin = fp(
  async (app: FastifyInstance) => {
    const table: RouteEntry[] = [];
    app.decorate('routeTable', table);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods)
        if (method !== 'HEAD') table.push({ method, url: route.url, config: (route.config ?? {}) as FastifyContextConfig });
    });
  },
  { name: 'route-table' },
);
