// What other modules and the composition may use from workspaces: a new seller's personal workspace (profiles asks
// for it at setup, handed over by app.ts), and its part of a person's data export.
import type { Db } from '../../db/client';
import { WorkspacesRepository } from './workspaces.repository';

export { workspacesPersonalData } from './workspaces.personal-data.repository';

/**
 * Gives a new seller their personal workspace (ADR 045): its id is the seller's account id, so what they own under
 * `vendor_id` is the workspace's. Nothing happens when it exists. Answers its id.
 */
export async function ensurePersonalWorkspace(db: Db, userId: string, name: string): Promise<string> {
  const repository = new WorkspacesRepository(db);
  if (await repository.nameOf(userId)) return userId;
  return repository.create(name, userId, userId);
}
