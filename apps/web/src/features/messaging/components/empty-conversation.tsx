import { Menu, MessagesSquare, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { IconTile } from '@/components/ui/icon-tile';

/** The right side when no conversation is open. */
export function EmptyConversation({ onStart, onOpenList }: { onStart: () => void; onOpenList: () => void }) {
  return (
    <div className="m-auto flex max-w-sm flex-col items-center gap-4 p-6 text-center">
      <IconTile
        icon={MessagesSquare}
        className="h-14 w-14 rounded-full bg-secondary text-secondary-foreground"
        iconClassName="h-7 w-7"
      />
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">Select a conversation</h2>
        <p className="text-sm text-muted-foreground">Pick one from the list, or start a new conversation.</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={onStart}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Start New Conversation
        </Button>
        <Button variant="outline" className="md:hidden" onClick={onOpenList}>
          <Menu className="h-4 w-4" aria-hidden="true" />
          Conversations
        </Button>
      </div>
    </div>
  );
}
