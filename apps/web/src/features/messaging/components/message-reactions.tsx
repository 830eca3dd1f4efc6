import { type Message, type Participant, REACTION_EMOJI } from '@proclub/contracts/messaging';
import { SmilePlus } from 'lucide-react';
import { useState } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import { emojiName } from '../emoji-names';
import { displayName } from '../person-name';

interface ReactionsProps {
  message: Message;
  meId: string;
  participants: Participant[];
  mine: boolean;
  onToggle: (emoji: string) => void;
}

function reactorNames(userIds: string[], participants: Participant[], meId: string): string[] {
  return userIds.map((userId) => {
    if (userId === meId) return 'You';
    const participant = participants.find((p) => p.userId === userId);
    return participant ? displayName(participant.person) : 'A former participant';
  });
}

/** Reaction chips: emoji and count, pressed when mine, naming who reacted (tooltip and label). */
export function ReactionChips({ message, meId, participants, mine, onToggle }: ReactionsProps) {
  if (message.reactions.length === 0) return null;
  return (
    <div className={cn('flex flex-wrap items-center gap-1', mine && 'justify-end')}>
      {message.reactions.map((reaction) => {
        const names = reactorNames(reaction.userIds, participants, meId);
        const pressed = reaction.userIds.includes(meId);
        const who = `${names.join(', ')} reacted with ${emojiName(reaction.emoji)}`;
        return (
          <Tooltip key={reaction.emoji}>
            <TooltipTrigger asChild>
              <button
                type="button"
                onClick={() => onToggle(reaction.emoji)}
                aria-pressed={pressed}
                aria-label={`${emojiName(reaction.emoji)}: ${reaction.count}. ${who}`}
                data-testid="reaction-chip"
                className={cn(
                  'inline-flex h-7 items-center gap-1 rounded-full border px-2 text-xs transition-colors',
                  pressed
                    ? 'border-primary/60 bg-secondary text-secondary-foreground'
                    : 'border-border bg-background hover:bg-accent',
                )}
              >
                <span aria-hidden="true">{reaction.emoji}</span>
                <span className="font-medium tabular-nums">{reaction.count}</span>
              </button>
            </TooltipTrigger>
            <TooltipContent>{who}</TooltipContent>
          </Tooltip>
        );
      })}
    </div>
  );
}

/** The picker with the spec's eight emoji; picking one toggles my reaction. */
export function ReactionPicker({ message, meId, mine, onToggle }: Omit<ReactionsProps, 'participants'>) {
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          type="button"
          aria-label="Add reaction"
          className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-muted-foreground opacity-40 transition-opacity hover:bg-accent hover:text-foreground hover:opacity-100 focus-visible:opacity-100 group-hover:opacity-100 data-[state=open]:opacity-100 [@media(hover:none)]:opacity-70"
        >
          <SmilePlus className="h-4 w-4" aria-hidden="true" />
        </button>
      </PopoverTrigger>
      <PopoverContent align={mine ? 'end' : 'start'} className="p-1" aria-label="Pick a reaction">
        <div className="grid grid-cols-4 gap-1 sm:grid-cols-8">
          {REACTION_EMOJI.map((emoji) => {
            const pressed = message.reactions.some((r) => r.emoji === emoji && r.userIds.includes(meId));
            return (
              <button
                key={emoji}
                type="button"
                aria-label={emojiName(emoji)}
                aria-pressed={pressed}
                onClick={() => {
                  onToggle(emoji);
                  setOpen(false);
                }}
                className={cn('h-9 w-9 rounded-md text-lg hover:bg-accent', pressed && 'bg-secondary')}
              >
                <span aria-hidden="true">{emoji}</span>
              </button>
            );
          })}
        </div>
      </PopoverContent>
    </Popover>
  );
}
