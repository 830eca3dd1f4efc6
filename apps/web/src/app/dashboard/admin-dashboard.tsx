import { ArrowRight, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { IconTile } from '@/components/ui/icon-tile';

export function AdminDashboard() {
  return (
    <section aria-labelledby="admin-heading" className="rounded-lg border border-border bg-card p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <IconTile icon={ShieldCheck} className="h-10 w-10 rounded-md bg-secondary text-secondary-foreground" />
        <h2 id="admin-heading" className="text-lg font-semibold">
          Admin Panel
        </h2>
      </div>
      <p className="mt-4 text-muted-foreground">Users, the reports queue, platform metrics and the audit log.</p>
      <Link to="/admin" className={`${buttonClasses('default')} mt-4`}>
        Open Admin Panel
        <ArrowRight className="h-4 w-4" aria-hidden="true" />
      </Link>
    </section>
  );
}
