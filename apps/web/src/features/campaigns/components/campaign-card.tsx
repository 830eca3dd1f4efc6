import { type CampaignSummary, engagementRate, isManageable } from '@proclub/contracts/campaigns';
import { Button } from '@/components/ui/button';
import { RecordCard } from '@/components/ui/record-card';
import { formatCount, formatDay } from '@/lib/format';
import { formatMoney } from '@/lib/utils';
import { CampaignStatusBadge } from './campaign-status-badge';

const when = (campaign: CampaignSummary) => {
  if (campaign.status === 'draft') return `Draft · created ${formatDay(campaign.createdAt)}`;
  const by = campaign.sentBy ? ` · by ${campaign.sentBy.name}` : '';
  if (campaign.status === 'scheduled' && campaign.scheduledAt) return `Scheduled for ${formatDay(campaign.scheduledAt)}${by}`;
  const start = campaign.startedAt ?? campaign.scheduledAt;
  return `Email · ${start ? formatDay(start) : ''}${campaign.completedAt ? ` – ${formatDay(campaign.completedAt)}` : ''}${by}`;
};

interface CampaignCardProps {
  campaign: CampaignSummary;
  onDetails: () => void;
  onManage: () => void;
  onEdit: () => void;
}

export function CampaignCard({ campaign, onDetails, onManage, onEdit }: CampaignCardProps) {
  const stats = [
    ['Sent', formatCount(campaign.sent)],
    ['Opened', formatCount(campaign.opened)],
    ['Clicked', formatCount(campaign.clicked)],
    ['Engagement', `${engagementRate(campaign.sent, campaign.opened).toFixed(1)}%`],
  ];
  return (
    <RecordCard
      label={campaign.name}
      testId="campaign-card"
      heading={campaign.name}
      subtitle={<p className="text-sm text-muted-foreground">{when(campaign)}</p>}
      badge={<CampaignStatusBadge status={campaign.status} />}
      gap="gap-4"
    >
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {stats.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums" data-testid={`campaign-${label.toLowerCase()}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
        <span className="text-sm">
          Budget <strong className="tabular-nums">{formatMoney(campaign.budget)}</strong>
        </span>
        {/* Wraps on a phone: three buttons side by side are wider than a 390 px screen. */}
        <div className="flex flex-wrap gap-2">
          {(campaign.status === 'draft' || campaign.status === 'scheduled') && (
            <Button variant="outline" size="sm" onClick={onEdit}>
              {campaign.status === 'draft' ? 'Edit Draft' : 'Edit'}
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={onDetails}>
            View Details
          </Button>
          {isManageable(campaign.status) && (
            <Button size="sm" onClick={onManage}>
              Manage Campaign
            </Button>
          )}
        </div>
      </div>
    </RecordCard>
  );
}
