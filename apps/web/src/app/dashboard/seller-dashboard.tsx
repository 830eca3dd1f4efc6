import { CirclePlus, Crown, FileSearch, LayoutGrid, MessagesSquare, Search, UserPen, Users } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCheckSubscription } from '@/features/membership/api/use-check-subscription';
import { AddOnGate } from '@/features/membership/components/add-on-gate';
import { RecentConversations } from '@/features/messaging/components/recent-conversations';
import { UnreadCount } from '@/features/messaging/components/unread-count';
import { useOrders } from '@/features/orders/api/use-orders';
import { SalesAnalyticsTab } from '@/features/orders/components/sales-analytics';
import { SellerOrders } from '@/features/orders/components/seller-orders';
import { MyServices } from '@/features/services/components/my-services';
import { LinkCard } from './link-card';
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

const TABS = ['services', 'orders', 'analytics', 'messages'] as const;

/** Agency, vendor and freelancer dashboard. The open tab is kept in the URL (?tab=orders). */
export function SellerDashboard() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = TABS.find((value) => value === requested) ?? 'services';
  const awaiting = useOrders('seller', 'requested').data?.pages[0]?.awaitingResponse ?? 0;
  const member = !!useCheckSubscription().data?.subscribed;
  const cards = quickCards.map((card) =>
    card.to === '/membership' && member ? { ...card, description: 'Manage your membership and add-ons' } : card,
  );
  return (
    <div className="space-y-10">
      <section aria-labelledby="quick-actions-heading">
        <h2 id="quick-actions-heading" className="sr-only">
          Quick actions
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((card) => (
            <LinkCard key={card.to} {...card} />
          ))}
        </div>
      </section>

      <section aria-labelledby="tools-heading" className="space-y-4">
        <h2 id="tools-heading" className="text-lg font-semibold">
          Your tools
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {toolCards.map((card) => (
            <ToolCard key={card.to} {...card} badge={card.to === '/messages' ? <UnreadCount className="ml-auto" /> : undefined} />
          ))}
        </div>
      </section>

      <section aria-labelledby="workspace-heading" className="space-y-4">
        <h2 id="workspace-heading" className="sr-only">
          Your workspace
        </h2>
        <Tabs
          value={tab}
          onValueChange={(value) =>
            setParams(value === 'services' ? {} : { tab: value }, { replace: true, preventScrollReset: true })
          }
        >
          <TabsList className="h-auto flex-wrap">
            <TabsTrigger value="services">My Services</TabsTrigger>
            <TabsTrigger value="orders" className="gap-2">
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
            </TabsTrigger>
            <TabsTrigger value="analytics">Analytics</TabsTrigger>
            <TabsTrigger value="messages" className="gap-2">
              Messages
              <UnreadCount />
            </TabsTrigger>
          </TabsList>
          <TabsContent value="services">
            <MyServices />
          </TabsContent>
          <TabsContent value="orders">
            <SellerOrders />
          </TabsContent>
          <TabsContent value="analytics">
            <AddOnGate addOn="analytics_pro" flag="analyticsPro" feature="Analytics">
              <SalesAnalyticsTab />
            </AddOnGate>
          </TabsContent>
          <TabsContent value="messages">
            <RecentConversations />
          </TabsContent>
        </Tabs>
      </section>
    </div>
  );
}
