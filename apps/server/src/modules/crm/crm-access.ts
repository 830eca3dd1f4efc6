import { CRM_ACCESS_DENIED } from '@proclub/contracts/crm';
import { isSellerRole } from '@proclub/contracts/profiles';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/app-error';
import type { ProfileLookup } from '../profiles/profiles.public';

const SELLER_CACHE_MS = 60_000;
const SELLER_CACHE_MAX = 10_000;

/**
 * /api/crm/* is for agencies, vendors and freelancers: 401 without a session, 403 with the spec's text
 * otherwise. A role is chosen once and never changes afterwards, so a confirmed seller is remembered for a
 * minute per instance (one query fewer per CRM request); anyone else is looked up every time.
 */
export function requireCrmSeller(profiles: ProfileLookup) {
  const sellers = new Map<string, number>();
  return async (request: FastifyRequest) => {
    const user = await request.requireUser();
    const until = sellers.get(user.id);
    if (until !== undefined && until > Date.now()) return;
    const profile = await profiles.findById(user.id);
    if (!isSellerRole(profile?.role)) throw forbidden(CRM_ACCESS_DENIED);
    if (sellers.size >= SELLER_CACHE_MAX) sellers.clear();
    sellers.set(user.id, Date.now() + SELLER_CACHE_MS);
  };
}
