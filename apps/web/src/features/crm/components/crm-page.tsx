import type { Me } from '@proclub/contracts/profiles';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CRM_TABS, type CrmTab, useCrmParams } from '../hooks/use-crm-params';
import { CampaignsTab } from './campaigns-tab';
import { ClientsTab } from './clients-tab';
import { MessagesTab } from './messages-tab';
import { ProjectsTab } from './projects-tab';

const tabLabels: Record<CrmTab, string> = {
  clients: 'Clients',
  projects: 'Projects',
  campaigns: 'Campaigns',
  messages: 'Messages',
};

/** /crm: four tabs (default Clients), the current one kept in the URL. */
export function CrmPage({ me }: { me: Me }) {
  const { tab, update } = useCrmParams();
  return (
    <>
      <title>CRM Dashboard · ProClub</title>
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">CRM Dashboard</h1>
          <Link to="/dashboard" className={buttonClasses('outline', 'sm')}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Back to Dashboard
          </Link>
        </div>
        <Tabs value={tab} onValueChange={(value) => update({ tab: value, thread: null })}>
          <TabsList className="grid h-auto w-full grid-cols-4 sm:inline-grid sm:w-auto">
            {CRM_TABS.map((value) => (
              <TabsTrigger key={value} value={value} className="px-2 text-xs sm:px-4 sm:text-sm">
                {tabLabels[value]}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="clients">
            <ClientsTab />
          </TabsContent>
          <TabsContent value="projects">
            <ProjectsTab />
          </TabsContent>
          <TabsContent value="campaigns">
            <CampaignsTab />
          </TabsContent>
          <TabsContent value="messages">
            <MessagesTab me={me} />
          </TabsContent>
        </Tabs>
      </main>
    </>
  );
}
