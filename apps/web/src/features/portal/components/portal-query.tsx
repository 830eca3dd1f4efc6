import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, isNotFoundError } from '@/lib/api-client';

/** A portal section's loading, error and ended-access states around its data. */
export function PortalQuery<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isSuccess) return <>{children(query.data)}</>;
  if (query.isPending) return <Skeleton className="h-32 w-full" aria-label={`Loading ${what}`} />;
  if (isNotFoundError(query.error)) return <AccessEnded />;
  return (
    <div role="alert" className="space-y-2">
      <p>{errorMessage(query.error, `Could not load your ${what}.`)}</p>
      <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
        Try again
      </Button>
    </div>
  );
}

export function AccessEnded() {
  return (
    <div role="alert" className="space-y-1">
      <h2 className="text-lg font-semibold">Your access to this portal has ended</h2>
      <p className="text-muted-foreground">Ask your agency for a new invitation if you still need it.</p>
    </div>
  );
}
