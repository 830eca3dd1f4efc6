// What other modules and the composition may use from workspaces: a new seller's personal workspace (profiles asks
// for it at setup, handed over by app.ts), and its part of a person's data export.
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
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

/**
 * Before an account is deleted (ADR 045): refused while the person is the only owner of a workspace others belong
 * to (409, naming it: "Transfer ownership first"). Nothing is changed here.
 */
export async function refuseIfSoleOwnerOfTeam(db: Db, userId: string): Promise<void> {
  const [kept] = await new WorkspacesRepository(db).soleOwnerWithTeam(userId);
  if (kept)
    throw new AppError(
      'last_owner',
      409,
      `You are the only owner of ${kept.name}, which has other members: transfer ownership first, then delete your account`,
    );
}

/** After an account is deleted: the workspaces only that person belonged to go too. */
export async function deleteEmptyWorkspaces(db: Db): Promise<void> {
  await new WorkspacesRepository(db).deleteEmpty();
}

import { WorkspaceDirectory } from './workspace-team.repository';

export { membersWhoMay, type Teammate, WorkspaceDirectory, WorkspaceTeam } from './workspace-team.repository';

/**
 * The person who answers for a workspace (its first owner): a workspace's id names a person only when it is that
 * person's first, personal one (ADR 045), so whatever needs a *person* for "the seller" — a conversation's
 * participant, a project's creator, the add-ons they pay for — asks here. Null for an unknown workspace.
 */
export async function workspaceOwner(db: Db, workspaceId: string): Promise<string | null> {
  return (await new WorkspaceDirectory(db).of(workspaceId))?.ownerId ?? null;
}

export { ownerEmailSql, type SellerContact, sellerContact, teamNameSql } from './workspace-contact.repository';
