import type { Assignee } from '@proclub/contracts/crm';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { useAssign } from '../api/use-assign';
import { useWorkspaceMembers } from '../api/use-workspace-members';

interface AssigneePickerProps {
  kind: 'client' | 'project';
  id: string;
  assignee: Assignee;
}

/**
 * Who looks after this client or runs this project: one of the workspace's members, or nobody. A native select, so
 * it works by keyboard and on a phone's own picker; the assignee is told (bell, and email by their preference).
 */
export function AssigneePicker({ kind, id, assignee }: AssigneePickerProps) {
  const members = useWorkspaceMembers();
  const assign = useAssign(kind);
  const fieldId = `${kind}-${id}-assignee`;
  const known = members.data ?? [];
  // The current assignee stays listed while the members load (or after they left the team).
  const options =
    assignee && !known.some((member) => member.userId === assignee.id)
      ? [{ userId: assignee.id, name: assignee.name }, ...known]
      : known;
  return (
    <div className="flex min-w-0 flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
      <Label htmlFor={fieldId} className="shrink-0">
        Assigned to
      </Label>
      <NativeSelect
        id={fieldId}
        className="w-full sm:w-56"
        value={assignee?.id ?? ''}
        disabled={assign.isPending || members.isError}
        aria-describedby={members.isError ? `${fieldId}-error` : undefined}
        onChange={(event) =>
          assign.mutate(
            { id, userId: event.target.value || null },
            {
              onSuccess: (_data, variables) => {
                const name = options.find((member) => member.userId === variables.userId)?.name;
                toastSuccess(name ? `Assigned to ${name}` : 'Unassigned');
              },
              onError: (error) => toastFailure(error, 'Failed to assign'),
            },
          )
        }
      >
        <option value="">Nobody</option>
        {options.map((member) => (
          <option key={member.userId} value={member.userId}>
            {member.name}
          </option>
        ))}
      </NativeSelect>
      {members.isError && (
        <span id={`${fieldId}-error`} className="text-sm text-destructive">
          Failed to load the team
        </span>
      )}
    </div>
  );
}
