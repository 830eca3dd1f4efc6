import { Search, UserRound } from 'lucide-react';
import { MyProjectsCard } from '@/features/crm/components/my-projects-card';
import { MyPurchases } from '@/features/orders/components/my-purchases';
import { LinkCard } from './link-card';

export function ClientDashboard() {
  return (
    <div className="space-y-6">
      <section aria-labelledby="client-actions-heading">
        <h2 id="client-actions-heading" className="sr-only">
          Quick actions
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <LinkCard
            to="/browse"
            title="Browse Services"
            description="Find the right professional for your project"
            icon={Search}
          />
          <LinkCard to="/profile" title="My Profile" description="Update your details and photo" icon={UserRound} />
        </div>
      </section>
      <MyProjectsCard />
      <MyPurchases />
    </div>
  );
}
