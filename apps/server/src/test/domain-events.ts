import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { domainEvents } from '../db/schema/index';

/** The domain events recorded for automations of one type, optionally about one subject (issue 35). */
export function recordedEvents(
  db: Db,
  type: (typeof domainEvents.$inferSelect)['type'],
  about: Partial<Record<'clientId' | 'projectId' | 'proposalId' | 'subjectId', string>> = {},
) {
  const filters = Object.entries(about).map(([column, value]) => eq(domainEvents[column as keyof typeof about], value));
  return db
    .select({ id: domainEvents.id, clientId: domainEvents.clientId, payload: domainEvents.payload })
    .from(domainEvents)
    .where(and(eq(domainEvents.type, type), ...filters));
}
