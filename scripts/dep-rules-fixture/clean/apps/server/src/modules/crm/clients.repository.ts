import { eq } from 'drizzle-orm';
import { clients } from '../../db/schema';

export const byId = (id: string) => eq(clients.id, id);
