import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { TitledDialog } from '@/components/ui/titled-dialog';
import { ApiClientError } from '@/lib/api-client';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { useCreateWorkspace } from '../api/use-workspaces';

/** Names a new workspace the person owns (a side business); the shell switches to it once made. */
export function NewWorkspaceDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (id: string) => void;
}) {
  const create = useCreateWorkspace();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  if (!open) return null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('Name is required');
    try {
      const workspace = await create.mutateAsync(name.trim());
      toastSuccess(`Created ${workspace.name}`);
      setName('');
      onOpenChange(false);
      onCreated(workspace.id);
    } catch (failure) {
      if (failure instanceof ApiClientError && failure.fields[0]) setError(failure.fields[0].message);
      else toastFailure(failure, 'Could not create the workspace');
    }
  };
  return (
    <TitledDialog
      title="New workspace"
      description="A separate business with its own clients, team and membership."
      onClose={() => onOpenChange(false)}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <FormField id="workspace-name" label="Workspace name" error={error}>
          <Input
            {...fieldControlProps('workspace-name', error)}
            value={name}
            maxLength={80}
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
            autoFocus
          />
        </FormField>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            Create workspace
          </Button>
        </div>
      </form>
    </TitledDialog>
  );
}
