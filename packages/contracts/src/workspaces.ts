import { z } from 'zod';

/**
 * Workspaces (issue 31, ADR 045): a seller's business is a team. Who may do what is written once, here; the server's
 * guard enforces it and the web hides what a role cannot do.
 */
export const WORKSPACE_ROLES = ['owner', 'admin', 'member'] as const;
export const workspaceRoleSchema = z.enum(WORKSPACE_ROLES, { message: 'Role must be owner, admin or member' });
export type WorkspaceRole = z.infer<typeof workspaceRoleSchema>;

/** The roles an invitation or a role change may give: ownership only moves by a transfer. */
export const invitableRoleSchema = z.enum(['admin', 'member'], { message: 'Role must be admin or member' });
export type InvitableRole = z.infer<typeof invitableRoleSchema>;

/**
 * What a seller route does, for the role matrix. Each seller route declares one of these beside its path.
 * - client_work: clients, projects, threads, campaigns, proposals, analyses, reports, audits, product tools, messages
 * - listings: services, the seller side of orders and offers
 * - settings: automations, schedules, the workspace's name, address and branding
 * - members: invite, remove, change the roles of admins and members
 * - billing: the membership and add-ons, payouts, transferring or deleting the workspace
 */
export const WORKSPACE_ACTIONS = ['client_work', 'listings', 'settings', 'members', 'billing'] as const;
export type WorkspaceAction = (typeof WORKSPACE_ACTIONS)[number];

export const WORKSPACE_MATRIX: Record<WorkspaceAction, readonly WorkspaceRole[]> = {
  client_work: ['owner', 'admin', 'member'],
  listings: ['owner', 'admin'],
  settings: ['owner', 'admin'],
  members: ['owner', 'admin'],
  billing: ['owner'],
};

export const mayDo = (role: WorkspaceRole, action: WorkspaceAction): boolean => WORKSPACE_MATRIX[action].includes(role);

/**
 * Whether `actor` may change `target`'s membership (a role change, or removal when `to` is undefined). Nobody but an
 * owner touches an owner, and a member touches nobody; leaving is always one's own choice (checked apart).
 */
export function mayManageMember(actor: WorkspaceRole, target: WorkspaceRole): boolean {
  if (!mayDo(actor, 'members')) return false;
  return target !== 'owner' || actor === 'owner';
}

export const roleLabels: Record<WorkspaceRole, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

const name = z.string().trim().min(1, 'Name is required').max(80, 'Name must be at most 80 characters');

export const workspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: workspaceRoleSchema,
  memberCount: z.number().int(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

export const workspaceListSchema = z.object({ items: z.array(workspaceSchema) });

export const createWorkspaceSchema = z.object({ name });
export const renameWorkspaceSchema = z.object({ name });

export const workspaceMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: workspaceRoleSchema,
  joinedAt: z.string(),
});
export type WorkspaceMember = z.infer<typeof workspaceMemberSchema>;
export const workspaceMemberListSchema = z.object({ items: z.array(workspaceMemberSchema) });

export const changeMemberRoleSchema = z.object({ role: invitableRoleSchema });
export const transferOwnershipSchema = z.object({ userId: z.string().min(1, 'userId is required').max(64) });

export const INVITATION_DAYS = 7;

export const inviteMemberSchema = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid email address').max(254),
  role: invitableRoleSchema,
});

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: invitableRoleSchema,
  invitedBy: z.string(),
  expiresAt: z.string(),
  sentAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListSchema = z.object({ items: z.array(invitationSchema) });

/** What the invitation link's page shows before accepting (no session needed: the token is the key). */
export const invitationPreviewSchema = z.object({
  workspaceName: z.string(),
  invitedBy: z.string(),
  email: z.string(),
  role: invitableRoleSchema,
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const acceptedInvitationSchema = z.object({ workspace: workspaceSchema });

/** The header every seller request names its workspace in (ADR 045 §3). */
export const WORKSPACE_HEADER = 'x-workspace-id';
