import type { CampaignSummary } from '@proclub/contracts/campaigns';
import { DollarSign, Megaphone, Plus, TrendingUp, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { IconTile } from '@/components/ui/icon-tile';
import { Skeleton } from '@/components/ui/skeleton';
import { TabSection } from '@/components/ui/tab-section';
import { formatCount } from '@/lib/format';
import { formatMoney } from '@/lib/utils';
import { useCampaigns } from '../api/use-campaigns';
import { CampaignCard } from './campaign-card';
import { CampaignDetailsDialog } from './campaign-details-dialog';
import { CampaignManageDialog } from './campaign-manage-dialog';
import { PostalAddressSection } from './campaign-postal-address';

/** Campaigns: Total Reach, Engagement Rate and Total Budget, then one card per campaign. */
export function CampaignsTab() {
  const campaigns = useCampaigns();
  const [details, setDetails] = useState<string | null>(null);
  const [manage, setManage] = useState<CampaignSummary | null>(null);
  const navigate = useNavigate();

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
    <TabSection
      headingId="campaigns-heading"
      title="Email Campaigns"
      className="space-y-6"
      actions={
        <Button asChild>
          <Link to="/crm/campaigns/new">
            <Plus className="h-4 w-4" aria-hidden="true" />
            Create Campaign
          </Link>
        </Button>
      }
    >
      <div className="grid gap-4 sm:grid-cols-3">
        {figures.map(({ label, value, icon: Icon }) => (
          <div key={label} className="flex items-center gap-4 rounded-lg border border-border bg-card p-5 shadow-sm">
            <IconTile icon={Icon} className="h-10 w-10 rounded-md bg-secondary text-secondary-foreground" />
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
            <li key={campaign.id} className="flex min-w-0">
              <CampaignCard
                campaign={campaign}
                onDetails={() => setDetails(campaign.id)}
                onManage={() => setManage(campaign)}
                onEdit={() => navigate(`/crm/campaigns/${campaign.id}/edit`)}
              />
            </li>
          ))}
        </ul>
      )}
      {!campaigns.data.delivers && (
        <p className="text-sm text-muted-foreground">
          No SMTP server is configured: campaign emails are captured in the development mailbox, not sent.
        </p>
      )}
      {details && <CampaignDetailsDialog campaignId={details} onClose={() => setDetails(null)} />}
      {manage && <CampaignManageDialog campaign={manage} onClose={() => setManage(null)} />}
      <PostalAddressSection />
    </TabSection>
  );
}
