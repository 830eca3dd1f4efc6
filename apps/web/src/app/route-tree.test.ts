import { APP_ROUTES, isAppRoute } from '@proclub/contracts/app-routes';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from './route-tree';

function paths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path ? [route.path] : []), ...paths(route.children ?? [])]);
}

describe('the route tree and the server’s page list', () => {
  it('name the same pages (the server answers any other path with 404)', () => {
    const routerPaths = paths(routeTree).filter((path) => path !== '*');
    expect([...routerPaths].sort()).toEqual([...APP_ROUTES].sort());
  });

  it('match parameters as one segment and ignore a trailing slash', () => {
    expect(isAppRoute('/service/abc')).toBe(true);
    expect(isAppRoute('/hub/audits/')).toBe(true);
    expect(isAppRoute('/service/abc/extra')).toBe(false);
    expect(isAppRoute('/service/')).toBe(false);
    expect(isAppRoute('/no-such-page')).toBe(false);
  });
});
