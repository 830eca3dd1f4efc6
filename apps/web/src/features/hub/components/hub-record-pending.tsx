import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryStatus } from '@/components/ui/query-status';
import { isNotFoundError } from '@/lib/api-client';
import { HubShell } from './hub-shell';

/** A record that does not exist (or is another seller's): the same answer either way. */
export function NotFoundCard({ what, back, backLabel }: { what: string; back: string; backLabel: string }) {
  return (
    <Card className="space-y-3 p-8 text-center">
      <h2 className="text-lg font-semibold">{what} Not Found</h2>
      <p className="text-sm text-muted-foreground">It may have been deleted, or the link is wrong.</p>
      <Link to={back} className={buttonClasses('outline', 'sm')}>
        {backLabel}
      </Link>
    </Card>
  );
}

interface HubRecordPendingProps {
  query: ComponentProps<typeof QueryStatus>['query'] & { error: unknown };
  /** The screen's title meanwhile. */
  title: string;
  /** The record's kind, capitalised: 'Audit' → "Audit Not Found", "Loading audit". */
  what: string;
  back: { to: string; label: string };
  placeholders: string[];
}

/** A hub record's screen before it can be shown: loading, the failure with Retry, or not found with the way back. */
export function HubRecordPending({ query, title, what, back, placeholders }: HubRecordPendingProps) {
  return (
    <HubShell title={title} back={back}>
      {isNotFoundError(query.error) ? (
        <NotFoundCard what={what} back={back.to} backLabel={back.label} />
      ) : (
        <QueryStatus query={query} what={what.toLowerCase()} placeholders={placeholders} />
      )}
    </HubShell>
  );
}
