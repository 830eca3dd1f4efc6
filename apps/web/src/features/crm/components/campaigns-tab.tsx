import type { Campaign } from '@proclub/contracts/crm';
import { DollarSign, Megaphone, Plus, TrendingUp, Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format';
import { formatMoney } from '@/lib/utils';
import { useCampaigns } from '../api/use-campaigns';
import { CampaignCard } from './campaign-card';
import { CampaignDetailsDialog } from './campaign-details-dialog';

/** Campaigns: Total Reach, Engagement Rate and Total Budget, then one card per campaign. */
export function CampaignsTab() {
  const campaigns = useCampaigns();
  const [details, setDetails] = useState<Campaign | null>(null);

  if (campaigns.isPending) {
    return (
      <div role="status" aria-label="Loading campaigns" className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (campaigns.isError) return <ErrorState message="Failed to load campaigns" onRetry={() => campaigns.refetch()} />;

  const { items, summary } = campaigns.data;
  const figures = [
    { label: 'Total Reach', value: formatCount(summary.totalReach), icon: Users },
    { label: 'Engagement Rate', value: `${summary.engagementRate.toFixed(1)}%`, icon: TrendingUp },
    { label: 'Total Budget', value: formatMoney(summary.totalBudget), icon: DollarSign },
  ];
  return (
    <section aria-labelledby="campaigns-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="campaigns-heading" className="text-xl font-semibold">
          Email Campaigns
        </h2>
        <Button onClick={() => toast.info('Creating campaigns is coming soon.', { id: 'campaign-create' })}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Create Campaign
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {figures.map(({ label, value, icon: Icon }) => (
          <div key={label} className="flex items-center gap-4 rounded-lg border border-border bg-card p-5 shadow-sm">
            <span className="inline-flex h-10 w-10 items-center justify-center rounded-md bg-secondary text-secondary-foreground">
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <dl>
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-2xl font-bold tabular-nums" data-testid={`summary-${label.toLowerCase().replace(' ', '-')}`}>
                {value}
              </dd>
            </dl>
          </div>
        ))}
      </div>
      {items.length === 0 ? (
        <EmptyState icon={Megaphone} message="No campaigns yet." />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Campaigns">
          {items.map((campaign) => (
            <li key={campaign.id} className="flex">
              <CampaignCard campaign={campaign} onDetails={() => setDetails(campaign)} />
            </li>
          ))}
        </ul>
      )}
      {details && <CampaignDetailsDialog campaign={details} onClose={() => setDetails(null)} />}
    </section>
  );
}
