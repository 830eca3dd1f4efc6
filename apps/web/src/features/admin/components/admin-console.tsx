import { useSearchParams } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AuditLog } from './audit-log';
import { DisputesQueue } from './disputes-queue';
import { MetricsPanel } from './metrics-panel';
import { ReportsQueue } from './reports-queue';
import { UsersTable } from './users-table';

const TABS = ['users', 'reports', 'disputes', 'metrics', 'audit'] as const;
type Tab = (typeof TABS)[number];

/** /admin: users, the reports queue, order disputes, platform metrics and the audit log (the tab is kept in the URL). */
export function AdminConsole() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'users';
  return (
    <PageShell
      title="Admin Panel"
      description="Run the marketplace: accounts, moderation, metrics and the audit trail."
      back={{ to: '/dashboard', label: 'Dashboard' }}
    >
      <Tabs value={tab} onValueChange={(value) => setParams({ tab: value }, { replace: true })}>
        <TabsList aria-label="Admin sections">
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="reports">Reports</TabsTrigger>
          <TabsTrigger value="disputes">Disputes</TabsTrigger>
          <TabsTrigger value="metrics">Metrics</TabsTrigger>
          <TabsTrigger value="audit">Audit log</TabsTrigger>
        </TabsList>
        <TabsContent value="users" className="pt-4">
          <UsersTable />
        </TabsContent>
        <TabsContent value="reports" className="pt-4">
          <ReportsQueue />
        </TabsContent>
        <TabsContent value="disputes" className="pt-4">
          <DisputesQueue />
        </TabsContent>
        <TabsContent value="metrics" className="pt-4">
          <MetricsPanel />
        </TabsContent>
        <TabsContent value="audit" className="pt-4">
          <AuditLog />
        </TabsContent>
      </Tabs>
    </PageShell>
  );
}
