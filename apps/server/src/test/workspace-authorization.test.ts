import crypto from 'node:crypto';
import { mayDo, WORKSPACE_ROLES, type WorkspaceRole } from '@proclub/contracts/workspaces';
import { beforeAll, expect, it } from 'vitest';
import type { RouteEntry } from '../plugins/route-table';
import { describeEachDatabase, type SignedUpUser } from './test-app';
import { agencyTeam, userWithRole } from './test-users';

/**
 * The authorization matrix of issue 31, generated from the route table (ADR 045 §5): every route is either a seller
 * route that declares its workspace action (`config: { workspace }`) or is listed below with why it is not one. A new
 * route without either fails here. Every seller route is then called by each role of a team and by an outsider.
 */

/** Whole areas that belong to a person, the platform or the public, not to a workspace. */
const NOT_WORKSPACE_AREAS: { prefix: string; why: string }[] = [
  { prefix: '/api/auth/', why: 'signing in and up (better-auth)' },
  { prefix: '/api/me', why: 'the signed-in person' },
  { prefix: '/api/session', why: 'the signed-in person' },
  { prefix: '/api/profile', why: 'the person’s own profile' },
  { prefix: '/api/account/', why: 'the person’s own account, sessions and data' },
  { prefix: '/api/notifications', why: 'notifications are per person (each names its workspace)' },
  { prefix: '/api/messaging/', why: 'conversations are between people (ADR 045 §2)' },
  { prefix: '/api/realtime', why: 'the socket: each channel authorizes on join (workspace:<id> by membership)' },
  { prefix: '/api/admin/', why: 'platform administrators (the admin guard)' },
  { prefix: '/api/public/', why: 'token links: the unguessable token is the credential' },
  { prefix: '/api/health/', why: 'probes' },
  { prefix: '/api/docs', why: 'the API documentation (off in production)' },
  { prefix: '/api/workspaces', why: 'the team itself: the path names the workspace and the service checks the role' },
  { prefix: '/api/invitations/', why: 'an invitation link: the token is the key; accepting is the person’s' },
  { prefix: '/api/support/', why: 'anyone may read where to get help' },
  { prefix: '/api/appeals', why: 'a suspended person’s appeal' },
  { prefix: '/api/reports', why: 'anyone may report content' },
  { prefix: '/api/sellers/', why: 'the public seller page' },
  { prefix: '/api/search', why: 'the person’s command palette search (each source scopes itself)' },
  { prefix: '/metrics', why: 'Prometheus, behind its token' },
  { prefix: '/robots.txt', why: 'public' },
  { prefix: '/sitemap.xml', why: 'public' },
  { prefix: '/uploads/', why: 'public files (listing images, avatars)' },
  { prefix: '/d/', why: 'public Map Boost directory pages' },
  {
    prefix: '/api/portal/',
    why: 'the client portal (issue 33): a client’s person, not a member; each route checks the caller’s live portal access to that client (404 otherwise)',
  },
];

const PUBLIC_LISTING = 'the marketplace’s public listing';
const BUYER = 'the buyer is a person (ADR 045 §2)';
const ORDER_PARTY =
  'either side of an order: the buyer by account; the seller side only through the workspace the request names (orderParty: the guard, then the role)';
const SIGNED = 'a payment provider’s signed event; no browser sends it';

/** Single routes in areas that are otherwise the seller's: the marketplace's public and buyer side. */
const NOT_WORKSPACE_ROUTES: Record<string, string> = {
  'GET /api/health': 'probe',
  'GET /api/services': PUBLIC_LISTING,
  'GET /api/services/:id': PUBLIC_LISTING,
  'GET /api/services/:id/rating': PUBLIC_LISTING,
  'GET /api/services/:id/reviews': PUBLIC_LISTING,
  'POST /api/services/:id/views': 'a visitor’s view of a listing',
  'GET /api/services/:id/review-eligibility': BUYER,
  'POST /api/services/:id/reviews': BUYER,
  'GET /api/project-threads/mine': 'the agency’s client reads the threads of their own projects',
  'GET /api/project-threads/:id/messages':
    'the client of the project, or a member of the workspace it belongs to (the thread service checks which)',
  'POST /api/project-threads/:id/messages': 'as above',
  'POST /api/project-threads/:id/messages/read': 'as above',
  'POST /api/analysis':
    'anyone may analyze a site (anonymous runs are limited); a signed-in seller’s run is saved to the workspace the request names, through the guard',
  'GET /api/offers/:id': BUYER,
  'POST /api/offers/:id/accept': BUYER,
  'POST /api/offers/:id/decline': BUYER,
  'POST /api/orders/checkout': BUYER,
  'POST /api/orders/checkout/:id/pay': BUYER,
  'POST /api/orders/:id/revisions': BUYER,
  'POST /api/orders/:id/dispute': ORDER_PARTY,
  'GET /api/orders': ORDER_PARTY,
  'GET /api/orders/:id': ORDER_PARTY,
  'PATCH /api/orders/:id/status': ORDER_PARTY,
  'POST /api/orders/:id/actions/:action': ORDER_PARTY,
  'GET /api/orders/:id/deliveries': ORDER_PARTY,
  'GET /api/orders/:id/files/:fileId': ORDER_PARTY,
  'GET /api/orders/:id/dispute': ORDER_PARTY,
  'GET /api/orders/:id/dispute/messages': ORDER_PARTY,
  'POST /api/orders/:id/dispute/messages': ORDER_PARTY,
  'GET /api/orders/:id/dispute/files/:fileId': ORDER_PARTY,
  'GET /api/orders/:id/receipt.pdf': ORDER_PARTY,
  'POST /api/orders/webhook': SIGNED,
  'POST /api/orders/payouts/webhook': SIGNED,
  'POST /api/invoices/webhook': SIGNED,
};

const isNotWorkspace = (route: RouteEntry) =>
  NOT_WORKSPACE_ROUTES[`${route.method} ${route.url}`] !== undefined ||
  NOT_WORKSPACE_AREAS.some(({ prefix }) => route.url === prefix || route.url.startsWith(prefix));

/** The route's path with every parameter filled with an id nobody has. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, () => crypto.randomUUID()).replace('*', 'x');

describeEachDatabase('workspace authorization matrix (issue 31)', (t) => {
  let team: Awaited<ReturnType<typeof agencyTeam>>;
  let outsider: SignedUpUser;
  let sellerRoutes: RouteEntry[];

  beforeAll(async () => {
    team = await agencyTeam(t.app);
    outsider = await userWithRole(t.app, 'vendor');
    sellerRoutes = t.app.routeTable.filter((route) => route.config.workspace);
  });

  it('every route is a seller route with a workspace action, or listed with why it is not one', () => {
    const unclassified = t.app.routeTable
      .filter((route) => !route.config.workspace && !isNotWorkspace(route))
      .map((route) => `${route.method} ${route.url}`);
    expect(unclassified, 'declare config.workspace, or list the route with why').toEqual([]);
    // An area may hold a seller route (a custom offer sent from a conversation); a single route is one or the other.
    const both = sellerRoutes
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => NOT_WORKSPACE_ROUTES[key] !== undefined);
    expect(both, 'a seller route is not also listed as a personal one').toEqual([]);
    expect(sellerRoutes.length).toBeGreaterThan(100);
  });

  it('answers 404 to a person naming a workspace they do not belong to, on every seller route', async () => {
    const wrong: string[] = [];
    for (const route of sellerRoutes) {
      const response = await outsider.client.request(route.method as 'GET', concrete(route.url), {
        headers: { 'x-workspace-id': team.workspaceId },
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      if (response.statusCode !== 404 || response.json().error?.message !== 'Workspace not found')
        wrong.push(`${route.method} ${route.url} → ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets each role do exactly what the matrix allows, on every seller route', async () => {
    const people: Record<WorkspaceRole, SignedUpUser> = { owner: team.owner, admin: team.admin, member: team.member };
    const wrong: string[] = [];
    for (const route of sellerRoutes) {
      const action = route.config.workspace;
      if (!action) continue;
      for (const role of WORKSPACE_ROLES) {
        const response = await people[role].client.request(route.method as 'GET', concrete(route.url), {
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const refused = response.statusCode === 403 || response.statusCode === 401;
        const notInWorkspace = response.statusCode === 404 && response.body.includes('Workspace not found');
        if (mayDo(role, action) ? refused || notInWorkspace : response.statusCode !== 403)
          wrong.push(`${role} ${route.method} ${route.url} (${action}) → ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
