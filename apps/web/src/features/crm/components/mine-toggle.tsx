import { UserCheck } from 'lucide-react';
import { cn } from '@/lib/utils';

/** "Mine": a pressed/unpressed button (Space or Enter toggles it) that keeps only what is assigned to you. */
export function MineToggle({ pressed, onToggle, what }: { pressed: boolean; onToggle: () => void; what: string }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      title={`Only ${what} assigned to you`}
      onClick={onToggle}
      className={cn(
        'inline-flex h-10 items-center gap-1.5 rounded-md border border-border px-3 text-sm font-medium transition-colors',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        pressed ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-accent',
      )}
    >
      <UserCheck className="h-4 w-4" aria-hidden="true" />
      Mine
    </button>
  );
}
