import type { ConversationDetail, Person } from '@proclub/contracts/messaging';
import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { useAddParticipants } from '../api/use-add-participants';
import { useRemoveParticipant } from '../api/use-remove-participant';
import { displayName, participantRoleLabels } from '../person-name';
import { PeoplePicker } from './people-picker';

interface ManageParticipantsDialogProps {
  detail: ConversationDetail;
  meId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Manage Participants: everyone with their role; any participant may add people or remove others. */
export function ManageParticipantsDialog({ detail, meId, open, onOpenChange }: ManageParticipantsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Manage Participants</DialogTitle>
          <DialogDescription>Add people to “{detail.title}” or remove them.</DialogDescription>
        </DialogHeader>
        {open && <ManageParticipants detail={detail} meId={meId} />}
      </DialogContent>
    </Dialog>
  );
}

function ManageParticipants({ detail, meId }: { detail: ConversationDetail; meId: string }) {
  const add = useAddParticipants(detail.id);
  const remove = useRemoveParticipant(detail.id);
  const [picked, setPicked] = useState<Person[]>([]);
  const [error, setError] = useState<string | null>(null);

  const onAdd = async () => {
    if (picked.length === 0) {
      setError('Please select at least one user to add');
      return;
    }
    setError(null);
    try {
      const result = await add.mutateAsync(picked.map((person) => person.id));
      toastSuccess(`Added ${result.added} participant(s)`);
      setPicked([]);
    } catch (failure) {
      toastFailure(failure, { title: 'Failed to add participants', fallback: 'Please try again.' });
    }
  };

  const onRemove = async (userId: string) => {
    try {
      await remove.mutateAsync(userId);
      toastSuccess('Participant removed');
    } catch (failure) {
      toastFailure(failure, { title: 'Failed to remove participant', fallback: 'Please try again.' });
    }
  };

  return (
    <div className="space-y-6">
      <section aria-labelledby="participants-heading" className="space-y-2">
        <h3 id="participants-heading" className="text-sm font-semibold">
          Participants ({detail.participants.length})
        </h3>
        <ul className="divide-y divide-border rounded-md border border-border">
          {detail.participants.map((participant) => {
            const name = displayName(participant.person);
            const isMe = participant.userId === meId;
            return (
              <li key={participant.id} className="flex items-center gap-3 px-3 py-2" data-testid="participant-row">
                <Avatar
                  imageUrl={participant.person.avatarUrl}
                  name={participant.person.fullName}
                  email={participant.person.email}
                  className="h-8 w-8"
                />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-sm font-medium">
                    {name}
                    {isMe && <span className="text-muted-foreground"> (you)</span>}
                  </span>
                  <span className="truncate text-xs text-muted-foreground">{participant.person.email}</span>
                </span>
                <Badge variant={participant.role === 'admin' ? 'default' : 'secondary'}>
                  {participantRoleLabels[participant.role]}
                </Badge>
                {!isMe && (
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => onRemove(participant.userId)}
                    disabled={remove.isPending}
                    aria-label={`Remove ${name}`}
                  >
                    <UserMinus className="h-4 w-4" aria-hidden="true" />
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="add-people-heading" className="space-y-2">
        <h3 id="add-people-heading" className="text-sm font-semibold">
          <label htmlFor="add-people">Add people</label>
        </h3>
        <PeoplePicker
          id="add-people"
          selected={picked}
          onChange={(next) => {
            setPicked(next);
            if (next.length > 0) setError(null);
          }}
          exclude={detail.participants.map((participant) => participant.userId)}
          invalid={!!error}
          describedBy={error ? 'add-people-error' : undefined}
        />
        {error && (
          <p id="add-people-error" role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <div className="flex justify-end">
          <Button onClick={onAdd} busy={add.isPending}>
            Add Selected
          </Button>
        </div>
      </section>
    </div>
  );
}
