import { sql } from 'drizzle-orm';
import { requireClient } from '../crm/crm-access';

export const reportFor = (clientId: string) => sql`select ${requireClient(clientId)}`;
