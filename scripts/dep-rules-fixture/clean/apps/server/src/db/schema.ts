import { pgTable, uuid } from 'drizzle-orm/pg-core';

export const clients = pgTable('clients', { id: uuid('id') });
