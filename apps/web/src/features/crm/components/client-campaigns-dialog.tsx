import type { Client } from '@proclub/contracts/crm';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDay } from '@/lib/format';
import { useClientCampaigns } from '../api/use-client-campaigns';

/** A client's campaign history: each campaign they received, its delivery status, opens, clicks, unsubscribe. */
export function ClientCampaignsDialog({ client, onClose }: { client: Client; onClose: () => void }) {
  const campaigns = useClientCampaigns(client.id);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Campaigns for {client.name}</DialogTitle>
          <DialogDescription>The email campaigns this client received and what they did.</DialogDescription>
        </DialogHeader>
        {campaigns.isPending && <Skeleton className="h-24" />}
        {campaigns.isError && <ErrorState message="Failed to load campaigns" onRetry={() => campaigns.refetch()} />}
        {campaigns.data && campaigns.data.items.length === 0 && (
          <p className="text-sm text-muted-foreground">No campaigns sent to this client yet.</p>
        )}
        {campaigns.data && campaigns.data.items.length > 0 && (
          <ul className="space-y-2 text-sm">
            {campaigns.data.items.map((item) => (
              <li key={item.campaignId} className="rounded-md border border-border p-3">
                <p className="font-medium">{item.name}</p>
                <p className="text-muted-foreground">
                  <span className="capitalize">{item.status}</span>
                  {item.sentAt && ` · ${formatDay(item.sentAt)}`} · {item.opens} opens · {item.clicks} clicks
                  {item.unsubscribed && ' · unsubscribed'}
                </p>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
