import type { Me } from '@proclub/contracts/profiles';
import type { ReactNode } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import { SectionTabs, type TabSection } from '@/components/ui/section-tabs';
import { type CrmTab, useCrmParams } from '../hooks/use-crm-params';
import { ClientsTab } from './clients-tab';
import { MessagesTab } from './messages-tab';
import { ProjectsTab } from './projects-tab';

/**
 * /crm: four tabs (default Clients), the current one kept in the URL. The Campaigns tab belongs to the campaigns
 * feature; the route (app/routes/crm.tsx) hands it in, since no feature imports another.
 */
export function CrmPage({ me, campaigns }: { me: Me; campaigns: ReactNode }) {
  const { tab, update } = useCrmParams();
  const sections: TabSection<CrmTab>[] = [
    { value: 'clients', label: 'Clients', panel: <ClientsTab /> },
    { value: 'projects', label: 'Projects', panel: <ProjectsTab /> },
    { value: 'campaigns', label: 'Campaigns', panel: campaigns },
    { value: 'messages', label: 'Messages', panel: <MessagesTab me={me} /> },
  ];
  return (
    <PageShell title="CRM Dashboard" back={{ to: '/dashboard', label: 'Back to Dashboard' }}>
      <SectionTabs
        sections={sections}
        value={tab}
        onValueChange={(value) => update({ tab: value, thread: null })}
        listClassName="grid h-auto w-full grid-cols-4 sm:inline-grid sm:w-auto"
        triggerClassName="px-2 text-xs sm:px-4 sm:text-sm"
      />
    </PageShell>
  );
}
