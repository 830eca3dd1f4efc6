import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { ApiClientError } from '@/lib/api-client';

/** The server answers 402 when a feature needs a membership add-on (the Board and CSV import: Advanced CRM Tools). */
export const isAddOnRequired = (error: unknown): error is ApiClientError =>
  error instanceof ApiClientError && error.status === 402;

/** Explains which add-on unlocks the feature (the server's words) and links to the membership page. */
export function AddOnRequired({ error }: { error: ApiClientError }) {
  return (
    <div
      role="note"
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-card px-6 py-10 text-center"
    >
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Sparkles className="h-6 w-6" aria-hidden="true" />
      </span>
      <p className="max-w-md text-sm">{error.message}</p>
      <Link to="/membership" className={buttonClasses('default', 'sm')}>
        View Membership Plans
      </Link>
    </div>
  );
}
