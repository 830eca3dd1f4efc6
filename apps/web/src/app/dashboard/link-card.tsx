import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

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
      <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md bg-secondary text-secondary-foreground">
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <span className="flex min-w-0 flex-col gap-1">
        <span className="font-semibold group-hover:text-primary">{title}</span>
        <span className="text-sm text-muted-foreground">{description}</span>
      </span>
    </Link>
  );
}
