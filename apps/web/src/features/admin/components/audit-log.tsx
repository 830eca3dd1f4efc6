import { Download, ScrollText } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useAudit } from '../api/use-audit';
import { AuditTable } from './audit-table';
import { PagedResults } from './paged-results';

/** The append-only audit log, newest first, with the CSV export. */
export function AuditLog() {
  const audit = useAudit();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">Every admin action is recorded here and can never be edited or deleted.</p>
        <a href="/api/admin/audit.csv" download className={buttonClasses('outline', 'sm')}>
          <Download className="h-4 w-4" aria-hidden="true" />
          Export CSV
        </a>
      </div>
      <PagedResults
        query={audit}
        loadingHeight="h-64"
        failure="Failed to load the audit log"
        empty={<EmptyState icon={ScrollText} message="No admin actions yet." />}
      >
        {(entries) => <AuditTable entries={entries} />}
      </PagedResults>
    </div>
  );
}
