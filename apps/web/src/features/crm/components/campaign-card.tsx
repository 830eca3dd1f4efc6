import { type Campaign, engagementRate } from '@proclub/contracts/crm';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { formatCount, formatDay } from '@/lib/format';
import { formatMoney } from '@/lib/utils';
import { CampaignStatusBadge } from './status-badge';

export function CampaignCard({ campaign, onDetails }: { campaign: Campaign; onDetails: () => void }) {
  const stats = [
    ['Sent', formatCount(campaign.sent)],
    ['Opened', formatCount(campaign.opened)],
    ['Clicked', formatCount(campaign.clicked)],
    ['Engagement', `${engagementRate(campaign.sent, campaign.opened).toFixed(1)}%`],
  ];
  return (
    <article
      aria-label={campaign.name}
      className="flex w-full flex-col gap-4 rounded-lg border border-border bg-card p-5 shadow-sm"
      data-testid="campaign-card"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate font-semibold">{campaign.name}</h3>
          <p className="text-sm text-muted-foreground">
            {campaign.type} · {formatDay(campaign.startDate)}
            {campaign.endDate && ` – ${formatDay(campaign.endDate)}`}
          </p>
        </div>
        <CampaignStatusBadge status={campaign.status} />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {stats.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
        <span className="text-sm">
          Budget <strong className="tabular-nums">{formatMoney(campaign.budget)}</strong>
        </span>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={onDetails}>
            View Details
          </Button>
          {campaign.status === 'active' && (
            <Button size="sm" onClick={() => toast.info('Managing campaigns is coming soon.', { id: 'campaign-manage' })}>
              Manage Campaign
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
