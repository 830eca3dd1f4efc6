import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

export function ServiceNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <title>Service Not Found · ProClub</title>
      <SearchX className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold tracking-tight">Service Not Found</h1>
      <p className="text-muted-foreground">The service you're looking for doesn't exist.</p>
      <Link to="/browse" className={buttonClasses('default')}>
        Back to Browse
      </Link>
    </div>
  );
}
