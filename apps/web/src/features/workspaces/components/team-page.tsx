import {
  type InvitableRole,
  invitableRoleSchema,
  mayDo,
  mayManageMember,
  roleLabels,
  type Workspace,
  type WorkspaceMember,
} from '@proclub/contracts/workspaces';
import { useQueryClient } from '@tanstack/react-query';
import { Crown, LogOut, Mail, RotateCw, UserMinus, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { SettingsPage } from '@/components/layout/settings-page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectOptions } from '@/components/ui/select-options';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiClientError } from '@/lib/api-client';
import { countOf, formatDay } from '@/lib/format';
import { toastAction, toastFailure, toastSuccess } from '@/lib/toast-action';
import { useInvitations, useMembers, useTeamActions } from '../api/use-workspaces';
import { switchWorkspace } from '../hooks/use-workspace-session';

const selectClass = 'h-9 rounded-md border border-input bg-background px-2 text-sm';
const INVITABLE = invitableRoleSchema.options;

/**
 * The current workspace's team (issue 31): its name, its members and their roles, invitations. What a role cannot do
 * is not offered (the server refuses it anyway, ADR 045 §5).
 */
export function TeamPage({ workspace, userId }: { workspace: Workspace; userId: string }) {
  const manages = mayDo(workspace.role, 'members');
  return (
    <SettingsPage title="Team" intro={`Who works in ${workspace.name}, and what each person may do.`}>
      {mayDo(workspace.role, 'settings') && <WorkspaceNameCard workspace={workspace} />}
      <MembersCard workspace={workspace} userId={userId} />
      {manages && <InviteCard workspaceId={workspace.id} />}
      {manages && <InvitationsCard workspaceId={workspace.id} />}
    </SettingsPage>
  );
}

function WorkspaceNameCard({ workspace }: { workspace: Workspace }) {
  const { rename } = useTeamActions(workspace.id);
  const [name, setName] = useState(workspace.name);
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('Name is required');
    try {
      await rename.mutateAsync(name.trim());
      toastSuccess('Workspace renamed');
    } catch (failure) {
      if (failure instanceof ApiClientError && failure.fields[0]) setError(failure.fields[0].message);
      else toastFailure(failure, 'Could not rename the workspace');
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Workspace</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
          <div className="flex-1">
            <FormField id="team-workspace-name" label="Workspace name" error={error}>
              <Input
                {...fieldControlProps('team-workspace-name', error)}
                value={name}
                maxLength={80}
                onChange={(event) => {
                  setName(event.target.value);
                  setError(undefined);
                }}
              />
            </FormField>
          </div>
          <Button type="submit" disabled={rename.isPending || name.trim() === workspace.name}>
            Save name
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function MembersCard({ workspace, userId }: { workspace: Workspace; userId: string }) {
  const members = useMembers(workspace.id);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Members</CardTitle>
      </CardHeader>
      <CardContent>
        {members.isPending ? (
          <div className="space-y-2" role="status" aria-label="Loading members">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : members.isError ? (
          <ErrorState message="Failed to load members" onRetry={() => members.refetch()} />
        ) : (
          <>
            <p className="mb-3 text-sm text-muted-foreground">{countOf(members.data.length, 'member')}</p>
            <ul className="divide-y divide-border" aria-label="Members">
              {members.data.map((member) => (
                <MemberRow
                  key={member.userId}
                  workspace={workspace}
                  member={member}
                  isSelf={member.userId === userId}
                  owners={members.data.filter((item) => item.role === 'owner').length}
                />
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function MemberRow({
  workspace,
  member,
  isSelf,
  owners,
}: {
  workspace: Workspace;
  member: WorkspaceMember;
  isSelf: boolean;
  owners: number;
}) {
  const actions = useTeamActions(workspace.id);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const manageable = !isSelf && mayManageMember(workspace.role, member.role);
  const leave = async () => {
    const left = await toastAction(() => actions.remove.mutateAsync(member.userId), `You left ${workspace.name}`, {
      title: 'Could not leave the workspace',
      fallback: 'Try again.',
    });
    if (left) {
      switchWorkspace(queryClient, null);
      navigate('/dashboard', { replace: true });
    }
  };
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center" data-testid="team-member">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">
          {member.name}
          {isSelf && <span className="text-muted-foreground"> (you)</span>}
        </p>
        <p className="truncate text-sm text-muted-foreground">
          {member.email} · joined {formatDay(member.joinedAt)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {manageable && member.role !== 'owner' ? (
          <select
            className={selectClass}
            aria-label={`Role of ${member.name}`}
            value={member.role}
            disabled={actions.changeRole.isPending}
            onChange={(event) =>
              void toastAction(
                () => actions.changeRole.mutateAsync({ userId: member.userId, role: event.target.value as InvitableRole }),
                `${member.name} is now ${roleLabels[event.target.value as InvitableRole].toLowerCase()}`,
                { title: 'Could not change the role', fallback: 'Try again.' },
              )
            }
          >
            <SelectOptions values={INVITABLE} label={(role) => roleLabels[role]} />
          </select>
        ) : (
          <Badge variant={member.role === 'owner' ? 'default' : 'secondary'}>{roleLabels[member.role]}</Badge>
        )}
        {workspace.role === 'owner' && !isSelf && (
          <ConfirmButton
            icon={Crown}
            label="Make owner"
            aria-label={`Make ${member.name} the owner`}
            title={`Make ${member.name} the owner?`}
            description={`${member.name} will own ${workspace.name}: its membership, payouts and team. You stay on as an admin.`}
            confirmLabel="Transfer ownership"
            onConfirm={() =>
              void toastAction(() => actions.transfer.mutateAsync(member.userId), `${member.name} now owns ${workspace.name}`, {
                title: 'Could not transfer ownership',
                fallback: 'Try again.',
              })
            }
          />
        )}
        {manageable && (
          <ConfirmButton
            icon={UserMinus}
            label="Remove"
            aria-label={`Remove ${member.name}`}
            title={`Remove ${member.name}?`}
            description={`${member.name} loses access to ${workspace.name} at once. What they made stays with the workspace.`}
            onConfirm={() =>
              void toastAction(() => actions.remove.mutateAsync(member.userId), `${member.name} was removed`, {
                title: 'Could not remove the member',
                fallback: 'Try again.',
              })
            }
          />
        )}
        {isSelf && !(member.role === 'owner' && owners === 1) && (
          <ConfirmButton
            icon={LogOut}
            label="Leave"
            title={`Leave ${workspace.name}?`}
            description="You lose access to its clients and projects. An owner or admin can invite you again."
            onConfirm={() => void leave()}
          />
        )}
      </div>
    </li>
  );
}

function InviteCard({ workspaceId }: { workspaceId: string }) {
  const { invite } = useTeamActions(workspaceId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>('member');
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError('Enter a valid email address');
    try {
      await invite.mutateAsync({ email: email.trim(), role });
      toastSuccess(`Invitation sent to ${email.trim()}`);
      setEmail('');
    } catch (failure) {
      const field = failure instanceof ApiClientError ? failure.fields.find((item) => item.field === 'email') : undefined;
      if (field) setError(field.message);
      else if (failure instanceof ApiClientError && failure.status < 500) setError(failure.message);
      else toastFailure(failure, 'Could not send the invitation');
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Invite a teammate</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start" noValidate>
          <div className="flex-1">
            <FormField id="invite-email" label="Email" error={error}>
              <Input
                {...fieldControlProps('invite-email', error)}
                type="email"
                autoComplete="off"
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setError(undefined);
                }}
              />
            </FormField>
          </div>
          <div className="space-y-2">
            <label htmlFor="invite-role" className="text-sm font-medium">
              Role
            </label>
            <select
              id="invite-role"
              className={`${selectClass} block w-full sm:w-32`}
              value={role}
              onChange={(event) => setRole(event.target.value as InvitableRole)}
            >
              <SelectOptions values={INVITABLE} label={(value) => roleLabels[value]} />
            </select>
          </div>
          <Button type="submit" className="sm:mt-8" disabled={invite.isPending}>
            <Mail className="h-4 w-4" aria-hidden="true" />
            Send invitation
          </Button>
        </form>
        <p className="mt-3 text-xs text-muted-foreground">
          Admins manage the team and settings; members work on clients, projects, campaigns and proposals. The link in the mail
          works once, for 7 days.
        </p>
      </CardContent>
    </Card>
  );
}

function InvitationsCard({ workspaceId }: { workspaceId: string }) {
  const invitations = useInvitations(workspaceId, true);
  const { resend, revoke } = useTeamActions(workspaceId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pending invitations</CardTitle>
      </CardHeader>
      <CardContent>
        {invitations.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : invitations.isError ? (
          <ErrorState message="Failed to load invitations" onRetry={() => invitations.refetch()} />
        ) : invitations.data.length === 0 ? (
          <EmptyState icon={Mail} message="No pending invitations. Invitations you send wait here until accepted." />
        ) : (
          <ul className="divide-y divide-border" aria-label="Pending invitations">
            {invitations.data.map((invitation) => (
              <li
                key={invitation.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center"
                data-testid="team-invitation"
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{invitation.email}</p>
                  <p className="text-sm text-muted-foreground">
                    {roleLabels[invitation.role]} · expires {formatDay(invitation.expiresAt)}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Resend the invitation to ${invitation.email}`}
                    disabled={resend.isPending}
                    onClick={() =>
                      void toastAction(() => resend.mutateAsync(invitation.id), `Invitation sent again to ${invitation.email}`, {
                        title: 'Could not resend the invitation',
                        fallback: 'Try again.',
                      })
                    }
                  >
                    <RotateCw className="h-4 w-4" aria-hidden="true" />
                    Resend
                  </Button>
                  <ConfirmButton
                    icon={X}
                    label="Revoke"
                    aria-label={`Revoke the invitation to ${invitation.email}`}
                    title={`Revoke the invitation to ${invitation.email}?`}
                    description="The link in the mail stops working."
                    onConfirm={() =>
                      void toastAction(() => revoke.mutateAsync(invitation.id), 'Invitation revoked', {
                        title: 'Could not revoke the invitation',
                        fallback: 'Try again.',
                      })
                    }
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
