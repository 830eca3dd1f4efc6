import { useState } from 'react';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useWorkspaceMembers } from '../api/use-workspace-members';

/** The sentinel for "Nobody" (an empty value means nothing chosen yet). */
const NOBODY = '__nobody__';

/**
 * "Assign to" for a selection: one of the workspace's members, or nobody. Choosing runs `onAssign` at once (a
 * native select: keyboard and a phone's own picker work); it resets when done, ready for the next selection.
 */
export function BulkAssignSelect({
  id,
  disabled,
  onAssign,
}: {
  id: string;
  disabled: boolean;
  onAssign: (userId: string | null, name: string) => Promise<unknown>;
}) {
  const members = useWorkspaceMembers();
  const [value, setValue] = useState('');
  const choose = async (chosen: string) => {
    if (!chosen) return;
    setValue(chosen);
    const member = members.data?.find((item) => item.userId === chosen);
    await onAssign(chosen === NOBODY ? null : chosen, member?.name ?? 'nobody');
    setValue('');
  };
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>Assign to</Label>
      <NativeSelect
        id={id}
        value={value}
        disabled={disabled || !members.isSuccess}
        onChange={(event) => choose(event.target.value)}
      >
        <option value="">{members.isPending ? 'Loading members…' : 'Choose…'}</option>
        {(members.data ?? []).map((member) => (
          <option key={member.userId} value={member.userId}>
            {member.name}
          </option>
        ))}
        <option value={NOBODY}>Nobody</option>
      </NativeSelect>
    </div>
  );
}
