import { Search, UserRound } from 'lucide-react';
import { MyProjectsCard } from '@/features/crm/components/my-projects-card';
import { MyPurchases } from '@/features/orders/components/my-purchases';
import { DashboardSection } from './dashboard-section';
import { LinkCardGrid } from './link-card';

const quickCards = [
  { to: '/browse', title: 'Browse Services', description: 'Find the right professional for your project', icon: Search },
  { to: '/profile', title: 'My Profile', description: 'Update your details and photo', icon: UserRound },
];

export function ClientDashboard() {
  return (
    <div className="space-y-6">
      <DashboardSection id="client-actions-heading" heading="Quick actions" hideHeading>
        <LinkCardGrid cards={quickCards} />
      </DashboardSection>
      <MyProjectsCard />
      <MyPurchases />
    </div>
  );
}
