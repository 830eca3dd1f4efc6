import { Search, UserRound } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { MyProjectsCard } from '@/features/crm/components/my-projects-card';
import { MyPurchases } from '@/features/orders/components/my-purchases';
import { DashboardSection } from './dashboard-section';
import { LinkCardGrid } from './link-card';

const quickCards = [
  { to: '/browse', title: 'Browse Services', description: 'Find the right professional for your project', icon: Search },
  { to: '/profile', title: 'My Profile', description: 'Update your details and photo', icon: UserRound },
];

export function ClientDashboard() {
  // Opened as the Orders page (/dashboard?tab=orders): on a phone the purchases come first (issue 37).
  const ordersFirst = useSearchParams()[0].get('tab') === 'orders';
  return (
    <div className="flex flex-col gap-6">
      <DashboardSection id="client-actions-heading" heading="Quick actions" hideHeading>
        <LinkCardGrid cards={quickCards} />
      </DashboardSection>
      <MyProjectsCard />
      <div className={ordersFirst ? 'max-sm:order-first' : undefined}>
        <MyPurchases />
      </div>
    </div>
  );
}
