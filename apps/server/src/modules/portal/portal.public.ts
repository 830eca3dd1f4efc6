// What other modules may use from portal (handed to them by app.ts, since portal depends on them): whether a person
// has live client-portal access to a client (crm's project threads and their realtime channel let such a person in).
import type { Db } from '../../db/client';
import { PortalRepository } from './portal.repository';

export async function hasPortalAccess(db: Db, userId: string, clientId: string): Promise<boolean> {
  return (await new PortalRepository(db).liveAccess(userId, clientId)) !== null;
}

export { portalPersonalData } from './portal.personal-data.repository';
export { portalPlugin } from './portal.plugin';
