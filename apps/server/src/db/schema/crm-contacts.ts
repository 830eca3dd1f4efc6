import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, timestamps, uuidPrimaryKey } from './columns';
import { clients } from './crm';
import { workspaceColumn } from './workspace-columns';

/**
 * The people at a client (a business): who the agency writes to. One of them is the primary contact whenever the
 * client has any (greetings and merge fields use their first name); the partial unique index keeps it to one.
 */
export const clientContacts = pgTable(
  'client_contacts',
  {
    id: uuidPrimaryKey(),
    workspaceId: workspaceColumn(),
    clientId: belongsTo('client_id', () => clients.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    role: text('role'),
    email: text('email'),
    phone: text('phone'),
    isPrimary: boolean('is_primary').notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    index('client_contacts_client_idx').on(table.clientId, table.createdAt),
    uniqueIndex('client_contacts_primary_idx').on(table.clientId).where(sql`${table.isPrimary}`),
    index('client_contacts_email_idx').on(sql`lower(${table.email})`),
  ],
);
