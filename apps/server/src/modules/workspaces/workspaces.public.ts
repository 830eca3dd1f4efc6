// What other modules and the composition may use from workspaces: a new seller's personal workspace (profiles asks
// for it at setup, handed over by app.ts).
import type { Db } from '../../db/client';
import { WorkspacesRepository } from './workspaces.repository';

/** Gives a new seller their personal workspace (ADR 045), unless they already own one. Answers its id. */
export async function ensurePersonalWorkspace(db: Db, userId: string, name: string): Promise<string> {
  const repository = new WorkspacesRepository(db);
  const owned = (await repository.listFor(userId)).find((workspace) => workspace.role === 'owner');
  return owned?.id ?? repository.create(name, userId);
}
