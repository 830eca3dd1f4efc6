import { Download, ScrollText } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAudit } from '../api/use-audit';
import { AuditTable } from './audit-table';

/** The append-only audit log, newest first, with the CSV export. */
export function AuditLog() {
  const audit = useAudit();
  const entries = audit.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">Every admin action is recorded here and can never be edited or deleted.</p>
        <a href="/api/admin/audit.csv" download className={buttonClasses('outline', 'sm')}>
          <Download className="h-4 w-4" aria-hidden="true" />
          Export CSV
        </a>
      </div>
      {audit.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : audit.isError ? (
        <ErrorState message="Failed to load the audit log" onRetry={() => audit.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState icon={ScrollText} message="No admin actions yet." />
      ) : (
        <AuditTable entries={entries} />
      )}
      <LoadMoreButton hasMore={!!audit.hasNextPage} loading={audit.isFetchingNextPage} onClick={() => audit.fetchNextPage()} />
    </div>
  );
}
