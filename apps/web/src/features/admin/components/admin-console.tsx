import { PageShell } from '@/components/layout/page-shell';
import { SectionTabs, type TabSection } from '@/components/ui/section-tabs';
import { useTabParam } from '@/lib/use-tab-param';
import { AppealsQueue } from './appeals-queue';
import { AuditLog } from './audit-log';
import { DisputesQueue } from './disputes-queue';
import { MetricsPanel } from './metrics-panel';
import { ReportsQueue } from './reports-queue';
import { UsersTable } from './users-table';

type Tab = 'users' | 'reports' | 'appeals' | 'disputes' | 'metrics' | 'audit';

const sections: TabSection<Tab>[] = [
  { value: 'users', label: 'Users', panel: <UsersTable /> },
  { value: 'reports', label: 'Reports', panel: <ReportsQueue /> },
  { value: 'appeals', label: 'Appeals', panel: <AppealsQueue /> },
  { value: 'disputes', label: 'Disputes', panel: <DisputesQueue /> },
  { value: 'metrics', label: 'Metrics', panel: <MetricsPanel /> },
  { value: 'audit', label: 'Audit log', panel: <AuditLog /> },
];
const TABS = sections.map((section) => section.value);

/** /admin: users, the reports queue, ban appeals, order disputes, platform metrics and the audit log (the tab is kept in the URL). */
export function AdminConsole() {
  const [tab, setTab] = useTabParam(TABS);
  return (
    <PageShell
      title="Admin Panel"
      description="Run the marketplace: accounts, moderation, metrics and the audit trail."
      back={{ to: '/dashboard', label: 'Dashboard' }}
    >
      <SectionTabs sections={sections} value={tab} onValueChange={setTab} listLabel="Admin sections" panelClassName="pt-4" />
    </PageShell>
  );
}
