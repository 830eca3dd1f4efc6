import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { IconTile } from '@/components/ui/icon-tile';

interface LinkCardProps {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
}

/** A whole-card link: one tab stop, named by its title. */
export function LinkCard({ to, title, description, icon: Icon }: LinkCardProps) {
  return (
    <Link
      to={to}
      className="group flex items-start gap-4 rounded-lg border border-border bg-card p-5 shadow-sm transition-colors hover:border-primary/50 hover:bg-accent"
    >
      <IconTile icon={Icon} className="h-10 w-10 shrink-0 rounded-md bg-secondary text-secondary-foreground" />
      <span className="flex min-w-0 flex-col gap-1">
        <span className="font-semibold group-hover:text-primary">{title}</span>
        <span className="text-sm text-muted-foreground">{description}</span>
      </span>
    </Link>
  );
}

/** The quick-action cards of a dashboard, side by side (`wide`: four across on a large screen, else two). */
export function LinkCardGrid({ cards, wide }: { cards: LinkCardProps[]; wide?: boolean }) {
  return (
    <div className={wide ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4' : 'grid gap-4 sm:grid-cols-2'}>
      {cards.map((card) => (
        <LinkCard key={card.to} {...card} />
      ))}
    </div>
  );
}
