import { engagementRate } from '@proclub/contracts/campaigns';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { formatMoney } from '@/lib/utils';
import { useCampaign } from '../api/use-campaign';
import { useCampaignAction } from '../api/use-campaign-action';
import { CampaignRecipientsTable } from './campaign-recipients-table';
import { CampaignStatusBadge } from './campaign-status-badge';
import { CampaignTimelineChart } from './campaign-timeline-chart';

const percent = (part: number, whole: number) => (whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : '0.0%');

/** View Details: the funnel, opens and clicks over time, per-link clicks and the recipient list. */
export function CampaignDetailsDialog({ campaignId, onClose }: { campaignId: string; onClose: () => void }) {
  const campaign = useCampaign(campaignId);
  const action = useCampaignAction();
  const data = campaign.data;
  const duplicate = () =>
    action.mutate(
      { id: campaignId, action: 'duplicate' },
      {
        onSuccess: () => {
          toastSuccess('Campaign duplicated as a draft');
          onClose();
        },
        onError: (error) => toastFailure(error, 'Could not duplicate the campaign'),
      },
    );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92vh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <div className="flex flex-wrap items-center gap-2 pr-6">
            <DialogTitle>{data?.name ?? 'Campaign'}</DialogTitle>
            {data && <CampaignStatusBadge status={data.status} />}
          </div>
          <DialogDescription>{data ? `Subject: ${data.subject}` : 'Loading the campaign…'}</DialogDescription>
        </DialogHeader>
        {campaign.isError && <ErrorState message="Failed to load the campaign" onRetry={() => campaign.refetch()} />}
        {campaign.isPending && <Skeleton className="h-64" />}
        {data && (
          <div className="space-y-6">
            <section aria-labelledby="funnel-heading" className="space-y-2">
              <h3 id="funnel-heading" className="text-sm font-medium">
                Funnel
              </h3>
              <ol className="space-y-2" data-testid="campaign-funnel">
                {(
                  [
                    ['Sent', data.sent],
                    ['Delivered', data.delivered],
                    ['Opened', data.opened],
                    ['Clicked', data.clicked],
                  ] as const
                ).map(([label, value]) => (
                  <li key={label} className="grid grid-cols-[6rem_1fr_6rem] items-center gap-2 text-sm">
                    <span>{label}</span>
                    <span className="h-2 rounded bg-muted">
                      <span
                        className="block h-2 rounded bg-primary"
                        style={{ width: data.sent ? `${(value / data.sent) * 100}%` : 0 }}
                      />
                    </span>
                    <span className="text-right tabular-nums" data-testid={`funnel-${label.toLowerCase()}`}>
                      {formatCount(value)} · {percent(value, data.sent)}
                    </span>
                  </li>
                ))}
              </ol>
              <dl className="grid grid-cols-2 gap-3 pt-2 text-sm sm:grid-cols-4">
                {(
                  [
                    ['Engagement rate', `${engagementRate(data.sent, data.opened).toFixed(1)}%`],
                    ['Total opens', formatCount(data.totalOpens)],
                    ['Bounced', formatCount(data.bounced)],
                    ['Unsubscribed', formatCount(data.unsubscribed)],
                    ['Budget', formatMoney(data.budget)],
                    ['Recipients', formatCount(data.recipients)],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label}>
                    <dt className="text-xs text-muted-foreground">{label}</dt>
                    <dd className="font-medium tabular-nums">{value}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <section aria-labelledby="timeline-heading" className="space-y-2">
              <h3 id="timeline-heading" className="text-sm font-medium">
                Opens and clicks over time
              </h3>
              <CampaignTimelineChart timeline={data.timeline} />
            </section>
            <section aria-labelledby="links-heading" className="space-y-2">
              <h3 id="links-heading" className="text-sm font-medium">
                Clicks per link
              </h3>
              {data.links.length === 0 ? (
                <p className="text-sm text-muted-foreground">This email has no links.</p>
              ) : (
                <ul className="space-y-1 text-sm">
                  {data.links.map((link) => (
                    <li key={link.url} className="flex justify-between gap-3">
                      <span className="truncate">{link.url}</span>
                      <span className="shrink-0 tabular-nums">
                        {link.clicks} clicks · {link.uniqueClicks} people
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <CampaignRecipientsTable campaignId={campaignId} />
            <div className="flex justify-end">
              <Button variant="outline" disabled={action.isPending} onClick={duplicate}>
                Duplicate
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
