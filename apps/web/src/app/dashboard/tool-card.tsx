import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { IconTile } from '@/components/ui/icon-tile';

interface ToolCardProps {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
  /** Shown beside the title (e.g. the unread messages count). */
  badge?: ReactNode;
}

export function ToolCard({ to, title, description, icon: Icon, badge }: ToolCardProps) {
  return (
    <div className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <IconTile icon={Icon} className="h-10 w-10 shrink-0 rounded-md bg-primary/10 text-primary" />
        <h3 className="font-semibold">{title}</h3>
        {badge}
      </div>
      <p className="flex-1 text-sm text-muted-foreground">{description}</p>
      <Link to={to} className={buttonClasses('outline', 'sm')}>
        Open<span className="sr-only"> {title}</span>
      </Link>
    </div>
  );
}
