import { type LucideIcon, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

interface NotFoundNoticeProps {
  icon: LucideIcon;
  title: string;
  message: string;
  /** Set the document title too (when the notice is the whole page). */
  pageTitle?: boolean;
}

/** A marketplace record that does not exist (or no longer does), with the way back to Browse. */
export function NotFoundNotice({ icon: Icon, title, message, pageTitle }: NotFoundNoticeProps) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      {pageTitle && <title>{`${title} · ProClub`}</title>}
      <Icon className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{message}</p>
      <Link to="/browse" className={buttonClasses('default')}>
        Back to Browse
      </Link>
    </div>
  );
}

export function ServiceNotFound() {
  return (
    <NotFoundNotice icon={SearchX} title="Service Not Found" message="The service you're looking for doesn't exist." pageTitle />
  );
}
