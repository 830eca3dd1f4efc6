import { type Campaign, engagementRate } from '@proclub/contracts/crm';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatCount, formatDay } from '@/lib/format';
import { formatMoney } from '@/lib/utils';
import { CampaignStatusBadge } from './status-badge';

export function CampaignDetailsDialog({ campaign, onClose }: { campaign: Campaign; onClose: () => void }) {
  const clickRate = campaign.sent > 0 ? (campaign.clicked / campaign.sent) * 100 : 0;
  const rows: [string, string][] = [
    ['Type', campaign.type],
    ['Start date', formatDay(campaign.startDate)],
    ['End date', campaign.endDate ? formatDay(campaign.endDate) : 'Ongoing'],
    ['Budget', formatMoney(campaign.budget)],
    ['Sent', formatCount(campaign.sent)],
    ['Opened', formatCount(campaign.opened)],
    ['Clicked', formatCount(campaign.clicked)],
    ['Engagement rate', `${engagementRate(campaign.sent, campaign.opened).toFixed(1)}%`],
    ['Click rate', `${clickRate.toFixed(1)}%`],
  ];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <div className="flex flex-wrap items-center gap-2 pr-6">
            <DialogTitle>{campaign.name}</DialogTitle>
            <CampaignStatusBadge status={campaign.status} />
          </div>
          <DialogDescription>Campaign performance so far.</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="font-medium tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
