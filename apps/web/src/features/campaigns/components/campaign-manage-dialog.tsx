import type { CampaignSummary } from '@proclub/contracts/campaigns';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatCount } from '@/lib/format';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { type CampaignAction, useCampaignAction } from '../api/use-campaign-action';
import { CampaignStatusBadge } from './campaign-status-badge';

/** Manage Campaign: pause, resume or cancel a scheduled or sending campaign. */
export function CampaignManageDialog({ campaign, onClose }: { campaign: CampaignSummary; onClose: () => void }) {
  const action = useCampaignAction();
  const run = (kind: CampaignAction, done: string) =>
    action.mutate(
      { id: campaign.id, action: kind },
      {
        onSuccess: () => {
          toastSuccess(done);
          onClose();
        },
        onError: (error) => toastFailure(error, 'Could not change the campaign'),
      },
    );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <div className="flex items-center gap-2 pr-6">
            <DialogTitle>Manage Campaign</DialogTitle>
            <CampaignStatusBadge status={campaign.status} />
          </div>
          <DialogDescription>
            {campaign.name}: {formatCount(campaign.sent)} of {formatCount(campaign.recipients || campaign.sent)} sent so far.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="gap-2">
          {campaign.status === 'sending' && (
            <Button variant="outline" disabled={action.isPending} onClick={() => run('pause', 'Campaign paused')}>
              Pause
            </Button>
          )}
          {campaign.status === 'paused' && (
            <Button disabled={action.isPending} onClick={() => run('resume', 'Campaign resumed')}>
              Resume
            </Button>
          )}
          <ConfirmDialog
            trigger={
              <Button variant="destructive" disabled={action.isPending}>
                Cancel Campaign
              </Button>
            }
            title="Cancel this campaign?"
            description="Recipients who have not been sent the email yet will not get it. This cannot be undone."
            confirmLabel="Cancel Campaign"
            cancelLabel="Keep Sending"
            onConfirm={() => run('cancel', 'Campaign cancelled')}
          />
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
