// What other modules may use from services: looking up a listing (orders are placed on one), and what a moderation
// report reads and its decision writes on listings and reviews.
import type { Db } from '../../db/client';
import { type ServiceRow, ServicesRepository } from './services.repository';

export {
  hideService,
  removeReview,
  reportableReview,
  reportableService,
  restoreService,
} from './services-moderation.repository';

/** Finds a listing by id (any status): what an order or an offer is placed on. */
export interface ServiceLookup {
  findById(id: string): Promise<ServiceRow | null>;
}

export function serviceLookup(db: Db): ServiceLookup {
  const repository = new ServicesRepository(db);
  return { findById: (id) => repository.findById(id) };
}

/** The listings a person reviewed (their rating lines change when the person's account and reviews go). */
export function reviewedServiceIds(db: Db, reviewerId: string): Promise<string[]> {
  return new ServicesRepository(db).reviewedServiceIds(reviewerId);
}

/** Recomputes the listings' rating lines from their reviews. */
export async function refreshRatings(db: Db, serviceIds: string[]): Promise<void> {
  const repository = new ServicesRepository(db);
  for (const serviceId of serviceIds) await repository.refreshRating(serviceId);
}
export { servicesPersonalData } from './services.personal-data.repository';
