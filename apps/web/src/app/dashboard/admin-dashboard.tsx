import { ShieldCheck } from 'lucide-react';

export function AdminDashboard() {
  return (
    <section aria-labelledby="admin-heading" className="rounded-lg border border-border bg-card p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="inline-flex h-10 w-10 items-center justify-center rounded-md bg-secondary text-secondary-foreground">
          <ShieldCheck className="h-5 w-5" aria-hidden="true" />
        </span>
        <h2 id="admin-heading" className="text-lg font-semibold">
          Admin Panel
        </h2>
      </div>
      <p className="mt-4 text-muted-foreground">Admin features coming soon...</p>
    </section>
  );
}
