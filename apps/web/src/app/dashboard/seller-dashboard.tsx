import { mayDo } from '@proclub/contracts/workspaces';
import { CirclePlus, Crown, FileSearch, LayoutGrid, MessagesSquare, Search, UserPen, Users } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { SectionTabs, type TabSection } from '@/components/ui/section-tabs';
import { useCheckSubscription } from '@/features/membership/api/use-check-subscription';
import { AddOnGate } from '@/features/membership/components/add-on-gate';
import { RecentConversations } from '@/features/messaging/components/recent-conversations';
import { UnreadCount } from '@/features/messaging/components/unread-count';
import { useOrders } from '@/features/orders/api/use-orders';
import { SalesAnalyticsTab } from '@/features/orders/components/sales-analytics';
import { SellerOrders } from '@/features/orders/components/seller-orders';
import { MyServices } from '@/features/services/components/my-services';
import { useCurrentWorkspace } from '@/features/workspaces/hooks/use-workspace-session';
import { useTabParam } from '@/lib/use-tab-param';
import { cn } from '@/lib/utils';
import { DashboardSection } from './dashboard-section';
import { LinkCardGrid } from './link-card';
import { ToolCard } from './tool-card';

const quickCards = [
  { to: '/services/new', title: 'Add Service', description: 'List a new service in the marketplace', icon: CirclePlus },
  { to: '/browse', title: 'Browse Marketplace', description: 'See what other professionals offer', icon: Search },
  { to: '/membership', title: 'Membership', description: 'Upgrade for $29/month', icon: Crown },
  { to: '/profile', title: 'Edit Profile', description: 'Update your details and photo', icon: UserPen },
];

const toolCards = [
  { to: '/crm', title: 'CRM Dashboard', description: 'Manage clients, projects and campaigns', icon: Users },
  { to: '/messages', title: 'Messages', description: 'Talk with clients and your team', icon: MessagesSquare },
  {
    to: '/client-analysis',
    title: 'Client Analysis',
    description: "Analyze a client's website and find opportunities",
    icon: FileSearch,
  },
  { to: '/hub', title: 'Agency Hub', description: 'Proof reports, audits, proposals and onboarding', icon: LayoutGrid },
];

type WorkspaceTab = 'services' | 'orders' | 'analytics' | 'messages';
const TABS: WorkspaceTab[] = ['services', 'orders', 'analytics', 'messages'];
/** A workspace member (not an owner or admin) does client work: listings and sales are not theirs (ADR 045 §5). */
const MEMBER_TABS: WorkspaceTab[] = ['messages'];

/** The workspace tabs; `awaiting` counts the order requests waiting for the seller's answer. */
function workspaceTabs(awaiting: number, shown: readonly WorkspaceTab[]): TabSection<WorkspaceTab>[] {
  const all: TabSection<WorkspaceTab>[] = [
    { value: 'services', label: 'My Services', panel: <MyServices /> },
    {
      value: 'orders',
      label: (
        <>
          Orders
          {awaiting > 0 && (
            <span
              data-testid="orders-tab-badge"
              className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-xs font-semibold text-destructive-foreground"
            >
              {awaiting}
              <span className="sr-only"> awaiting your answer</span>
            </span>
          )}
        </>
      ),
      triggerClassName: 'gap-2',
      panel: <SellerOrders />,
    },
    {
      value: 'analytics',
      label: 'Analytics',
      panel: (
        <AddOnGate addOn="analytics_pro" flag="analyticsPro" feature="Analytics">
          <SalesAnalyticsTab />
        </AddOnGate>
      ),
    },
    {
      value: 'messages',
      label: (
        <>
          Messages
          <UnreadCount />
        </>
      ),
      triggerClassName: 'gap-2',
      panel: <RecentConversations />,
    },
  ];
  return all.filter((section) => shown.includes(section.value));
}

/** Agency, vendor and freelancer dashboard. The open tab is kept in the URL (?tab=orders). */
export function SellerDashboard() {
  const workspaceRole = useCurrentWorkspace().current?.role ?? 'owner';
  const listings = mayDo(workspaceRole, 'listings');
  const tabs = listings ? TABS : MEMBER_TABS;
  const [tab, setTab] = useTabParam(tabs, { omitDefault: true, preventScrollReset: true });
  // Opened at a tab (the Orders link: /dashboard?tab=orders): on a phone the workspace comes first, so the first
  // order is on the first screen (issue 37); wider screens keep the dashboard's order.
  const tabChosen = useSearchParams()[0].has('tab');
  const awaiting = useOrders('seller', 'requested').data?.pages[0]?.awaitingResponse ?? 0;
  const member = !!useCheckSubscription().data?.subscribed;
  const cards = quickCards
    .filter((card) => listings || card.to !== '/services/new')
    .map((card) => (card.to === '/membership' && member ? { ...card, description: 'Manage your membership and add-ons' } : card));
  return (
    <div className="flex flex-col gap-10">
      <DashboardSection id="quick-actions-heading" heading="Quick actions" hideHeading>
        <LinkCardGrid cards={cards} wide />
      </DashboardSection>

      <DashboardSection id="tools-heading" heading="Your tools" className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {toolCards.map((card) => (
            <ToolCard key={card.to} {...card} badge={card.to === '/messages' ? <UnreadCount className="ml-auto" /> : undefined} />
          ))}
        </div>
      </DashboardSection>

      <DashboardSection
        id="workspace-heading"
        heading="Your workspace"
        hideHeading
        className={cn('space-y-4', tabChosen && 'max-sm:order-first')}
      >
        <SectionTabs
          sections={workspaceTabs(awaiting, tabs)}
          value={tab}
          onValueChange={setTab}
          listClassName="h-auto flex-wrap"
        />
      </DashboardSection>
    </div>
  );
}
