import type { CampaignStatus } from '@proclub/contracts/campaigns';
import { Badge } from '@/components/ui/badge';

const campaignStatusColors: Record<CampaignStatus, string> = {
  draft: 'bg-slate-100 text-slate-700 dark:bg-slate-900 dark:text-slate-300',
  scheduled: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  sending: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  paused: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-950 dark:text-yellow-200',
  completed: 'bg-purple-100 text-purple-800 dark:bg-purple-950 dark:text-purple-200',
  cancelled: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
};

const campaignStatusLabels: Record<CampaignStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  paused: 'Paused',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return (
    <Badge variant="plain" className={campaignStatusColors[status]} data-status={status}>
      {campaignStatusLabels[status]}
    </Badge>
  );
}
