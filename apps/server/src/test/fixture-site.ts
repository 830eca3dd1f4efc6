import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FixtureRoute = (request: http.IncomingMessage, response: http.ServerResponse) => void;

export interface FixtureSite {
  /** http://127.0.0.1:PORT */
  origin: string;
  port: number;
  /** How many requests each path received. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

/** A real HTTP server on loopback serving the given routes (404 otherwise): the analyzer's "remote website". */
export async function startFixtureSite(routes: Record<string, FixtureRoute>): Promise<FixtureSite> {
  const hits = new Map<string, number>();
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const route = routes[path];
    if (route) return route(request, response);
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export const html =
  (body: string, headers: Record<string, string> = {}, status = 200): FixtureRoute =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(body);
  };

export const text =
  (body: string, contentType = 'text/plain'): FixtureRoute =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': contentType }).end(body);
  };

export const redirect =
  (location: string, status = 301): FixtureRoute =>
  (_request, response) => {
    response.writeHead(status, { location }).end();
  };

export const SITEMAP = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://rosas-bakery.test/</loc></url><url><loc>https://rosas-bakery.test/cakes</loc></url></urlset>`;
export const ROBOTS = 'User-agent: *\nDisallow: /admin\nSitemap: /sitemap.xml\n';
