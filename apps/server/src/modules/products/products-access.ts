import { PRODUCTS_ACCESS_DENIED } from '@proclub/contracts/products';
import { isSellerRole } from '@proclub/contracts/profiles';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/app-error';
import type { ProfileLookup } from '../profiles/profiles.public';

/** /api/products/* is for agencies, vendors and freelancers: 401 without a session, 403 for other roles. */
export function requireProductsSeller(profiles: ProfileLookup) {
  return async (request: FastifyRequest) => {
    const user = await request.requireUser();
    const profile = await profiles.findById(user.id);
    if (!isSellerRole(profile?.role)) throw forbidden(PRODUCTS_ACCESS_DENIED);
  };
}
