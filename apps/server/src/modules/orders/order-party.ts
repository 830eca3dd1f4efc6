import type { OrderActor } from '@proclub/contracts/orders';
import { mayDo, WORKSPACE_HEADER, type WorkspaceRole } from '@proclub/contracts/workspaces';
import type { FastifyRequest } from 'fastify';
import { AppError, forbidden } from '../../lib/app-error';

/**
 * Who acts on an order (issue 31, ADR 045 §2): the buyer side is a person (`orders.buyer_id`), the seller side is a
 * workspace (`orders.seller_id`). A route both sides use asks for both: the signed-in person, and the workspace the
 * request names in X-Workspace-Id when the person is a member there (null without the header or when they are not).
 * Which side they are on is decided per order: its seller workspace is theirs, or they are its buyer.
 */
export interface OrderParty {
  userId: string;
  workspaceId: string | null;
  role: WorkspaceRole | null;
}

/** Whether the request names a workspace: the header, or on a GET (a download link) `?workspace=` as the guard reads. */
export function namesWorkspace(request: FastifyRequest): boolean {
  if (request.headers[WORKSPACE_HEADER]) return true;
  return request.method === 'GET' && typeof (request.query as { workspace?: unknown } | undefined)?.workspace === 'string';
}

/** The party of a route used by both sides: the person, and the workspace named if they belong to it. */
export async function orderParty(request: FastifyRequest): Promise<OrderParty> {
  const user = await request.requireUser();
  if (!namesWorkspace(request)) return { userId: user.id, workspaceId: null, role: null };
  try {
    const current = await request.workspace('client_work');
    return { userId: user.id, workspaceId: current.id, role: current.role };
  } catch (error) {
    // A workspace the person is not in names no seller side; they may still be the buyer.
    if (error instanceof AppError && error.statusCode === 404) return { userId: user.id, workspaceId: null, role: null };
    throw error;
  }
}

/** The party of a seller-side route: the guard already checked the workspace and the role (`listings`). */
export async function sellerParty(request: FastifyRequest): Promise<OrderParty> {
  const current = await request.workspace();
  return { userId: current.userId, workspaceId: current.id, role: current.role };
}

/** The buyer party of a buyer route (a person, whatever workspace they work in). */
export const buyerParty = (userId: string): OrderParty => ({ userId, workspaceId: null, role: null });

/** Which side of an order the party is on; null when neither (the order is answered as missing). */
export function sideOf(order: { buyerId: string | null; sellerId: string | null }, party: OrderParty): OrderActor | null {
  if (party.workspaceId && order.sellerId === party.workspaceId) return 'seller';
  if (order.buyerId === party.userId) return 'buyer';
  return null;
}

/**
 * The side the party acts on for this order, or the answer a stranger gets: 404 (an order of another workspace or
 * person is indistinguishable from a missing one), 403 on the seller side for a role that may not handle orders.
 */
export function requireSide(order: { buyerId: string | null; sellerId: string | null }, party: OrderParty): OrderActor {
  const side = sideOf(order, party);
  if (side === 'seller' && party.role && !mayDo(party.role, 'listings')) {
    // A member who bought the order themselves still acts as its buyer.
    if (order.buyerId === party.userId) return 'buyer';
    throw forbidden('Your role in this workspace cannot handle orders');
  }
  if (!side) throw new AppError('not_found', 404, 'Order not found');
  return side;
}
