import { isSellerRole, type Me, type Role } from '@proclub/contracts/profiles';
import { PortalLinkCard } from '@/features/portal/components/portal-link-card';
import { AdminDashboard } from './admin-dashboard';
import { ClientDashboard } from './client-dashboard';
import { SellerDashboard } from './seller-dashboard';

const subtitles: Record<Role, string> = {
  agency: 'Manage your clients, portfolio and campaigns.',
  vendor: 'Manage your products and services and track your sales.',
  freelancer: 'Find new opportunities and build your reputation.',
  client: 'Browse services from trusted professionals.',
  admin: 'Oversee the ProClub platform.',
};

export function DashboardPage({ me }: { me: Me }) {
  const { role, fullName } = me.profile;
  return (
    <>
      <title>Dashboard · ProClub</title>
      <main className="mx-auto max-w-6xl space-y-8 px-4 py-8">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Welcome back, {fullName?.trim() || 'there'}!</h1>
          {role && <p className="text-muted-foreground">{subtitles[role]}</p>}
        </div>
        <PortalLinkCard />
        {role === 'admin' ? (
          <AdminDashboard />
        ) : role === 'client' ? (
          <ClientDashboard />
        ) : (
          isSellerRole(role) && <SellerDashboard />
        )}
      </main>
    </>
  );
}
