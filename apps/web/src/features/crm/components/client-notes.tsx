import { CLIENT_NOTE_MAX, type ClientNote } from '@proclub/contracts/crm';
import { Pencil, Pin, PinOff, StickyNote } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DeleteIconButton } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { formatMoment } from '@/lib/format';
import { toastAction, toastFailure, toastSuccess } from '@/lib/toast-action';
import { useClientNotes, useNoteMutations } from '../api/use-client-notes';
import { NoteMarkdown } from './note-markdown';

function NoteItem({ note, clientId }: { note: ClientNote; clientId: string }) {
  const { edit, pin, remove } = useNoteMutations(clientId);
  const [draft, setDraft] = useState<string | null>(null);
  const save = async () => {
    if (draft === null) return;
    if (await toastAction(() => edit.mutateAsync({ id: note.id, body: draft }), 'Note saved', 'Failed to save note'))
      setDraft(null);
  };
  return (
    <li className="space-y-1 rounded-md border border-border p-3" data-testid="client-note" data-pinned={note.pinned}>
      <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
        <span>
          {note.pinned && <Pin className="mr-1 inline h-3 w-3" aria-label="Pinned" />}
          {note.author?.name || 'Deleted user'} · <time dateTime={note.createdAt}>{formatMoment(note.createdAt)}</time>
        </span>
        {note.mine && (
          <span className="flex gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={note.pinned ? 'Unpin note' : 'Pin note'}
              onClick={() =>
                pin.mutate(
                  { id: note.id, pinned: !note.pinned },
                  { onError: (error) => toastFailure(error, 'Failed to pin note') },
                )
              }
            >
              {note.pinned ? <PinOff className="h-4 w-4" aria-hidden="true" /> : <Pin className="h-4 w-4" aria-hidden="true" />}
            </Button>
            <Button variant="ghost" size="icon" aria-label="Edit note" onClick={() => setDraft(note.body)}>
              <Pencil className="h-4 w-4" aria-hidden="true" />
            </Button>
            <DeleteIconButton
              label="Delete note"
              question="Delete this note?"
              onConfirm={() =>
                remove.mutate(note.id, {
                  onSuccess: () => toastSuccess('Note deleted'),
                  onError: (error) => toastFailure(error, 'Failed to delete note'),
                })
              }
            />
          </span>
        )}
      </div>
      {draft === null ? (
        <NoteMarkdown source={note.body} />
      ) : (
        <div className="space-y-2">
          <Label htmlFor={`note-edit-${note.id}`} className="sr-only">
            Edit note
          </Label>
          <Textarea
            id={`note-edit-${note.id}`}
            value={draft}
            maxLength={CLIENT_NOTE_MAX}
            onChange={(event) => setDraft(event.target.value)}
          />
          <div className="flex gap-2">
            <Button size="sm" onClick={save} disabled={edit.isPending || !draft.trim()}>
              Save
            </Button>
            <Button size="sm" variant="outline" onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

/** Notes on the client: markdown drawn safely, pinned first; add, edit, pin and delete your own. */
export function ClientNotes({ clientId }: { clientId: string }) {
  const notes = useClientNotes(clientId);
  const { add } = useNoteMutations(clientId);
  const [body, setBody] = useState('');
  const [pinned, setPinned] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    if (await toastAction(() => add.mutateAsync({ body, pinned }), 'Note added', 'Failed to add note')) {
      setBody('');
      setPinned(false);
    }
  };
  return (
    <section aria-labelledby="notes-heading" className="space-y-3">
      <h2 id="notes-heading" className="text-lg font-semibold">
        Notes
      </h2>
      <form onSubmit={submit} className="space-y-2">
        <Label htmlFor="new-note">Add a note</Label>
        <Textarea
          id="new-note"
          value={body}
          maxLength={CLIENT_NOTE_MAX}
          placeholder="Markdown: **bold**, *italic*, lists, [links](https://…)"
          onChange={(event) => setBody(event.target.value)}
        />
        <div className="flex items-center justify-between gap-2">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={pinned} onChange={(event) => setPinned(event.target.checked)} />
            Pin to top
          </label>
          <Button type="submit" size="sm" disabled={add.isPending || !body.trim()}>
            Add Note
          </Button>
        </div>
      </form>
      {notes.isPending ? (
        <LoadingBlocks label="Loading notes" count={2} className="space-y-2" blockClassName="h-16" />
      ) : notes.isError ? (
        <ErrorState message="Failed to load notes" onRetry={() => notes.refetch()} />
      ) : notes.data.length === 0 ? (
        <EmptyState icon={StickyNote} message="No notes yet." />
      ) : (
        <ul className="space-y-2" aria-label="Notes">
          {notes.data.map((note) => (
            <NoteItem key={note.id} note={note} clientId={clientId} />
          ))}
        </ul>
      )}
    </section>
  );
}
