import type { Db } from '../../db/client';
import { contentReports } from '../../db/schema/index';

/** A seller's appeal against a hidden listing, as the services module reports it (app.ts hands it over). */
export interface ServiceAppeal {
  serviceId: string;
  sellerId: string;
  title: string;
}

/** Puts the appeal in the reports queue, where the moderators decide again (restore or keep hidden). */
export async function fileServiceAppeal(db: Db, appeal: ServiceAppeal): Promise<void> {
  await db.insert(contentReports).values({
    reporterId: appeal.sellerId,
    targetType: 'service',
    targetId: appeal.serviceId,
    targetOwnerId: appeal.sellerId,
    targetSummary: appeal.title,
    reason: 'Appeal: the seller edited this service after it was hidden by moderation.',
  });
}
