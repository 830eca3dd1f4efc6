import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** The quiet 'Back to …' button above a marketplace screen. */
export function BackLink({ to, children, className }: { to: string; children: string; className?: string }) {
  return (
    <Link to={to} className={cn(buttonClasses('ghost', 'sm'), className)}>
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
