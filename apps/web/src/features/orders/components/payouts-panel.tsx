import type { PayoutAccount } from '@proclub/contracts/orders';
import { BadgeCheck, Banknote, Hourglass, TestTube2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { usePayoutAccount, useStartPayoutOnboarding } from '../api/use-payouts';

const COPY: Record<PayoutAccount['state'], { title: string; text: string; action: string | null }> = {
  not_set_up: {
    title: 'Payouts not set up',
    text: 'Set up payouts with Stripe to receive your released earnings in your bank account. They wait in Available until then.',
    action: 'Set Up Payouts',
  },
  pending: {
    title: 'Pending verification',
    text: 'Stripe is waiting for your details or verifying them. Released earnings are transferred as soon as payouts are on.',
    action: 'Continue Setup',
  },
  enabled: {
    title: 'Payouts on',
    text: 'Released earnings are transferred to your Stripe account, which pays them out to your bank.',
    action: null,
  },
};

/**
 * The seller's payout account (ADR 031). With Stripe: not set up → pending verification → payouts on, and "Set Up
 * Payouts" opens Stripe's onboarding. In test mode nothing is set up: payouts are simulated in the ledger.
 */
export function PayoutsPanel() {
  const account = usePayoutAccount();
  const onboarding = useStartPayoutOnboarding();
  if (account.isPending) return <Skeleton className="h-16" role="status" aria-label="Loading payouts" />;
  if (account.isError || account.data.mode === 'off') return null;

  if (account.data.mode === 'test')
    return (
      <section aria-label="Payouts" className="flex items-start gap-3 rounded-lg border border-border bg-card p-4">
        <TestTube2 className="mt-0.5 h-5 w-5 text-muted-foreground" aria-hidden="true" />
        <div>
          <p className="font-medium" data-testid="payouts-state">
            Payouts are simulated
          </p>
          <p className="text-sm text-muted-foreground">
            Test mode: no money leaves the platform. Released earnings are recorded in the ledger only, so there is no payout
            account to set up.
          </p>
        </div>
      </section>
    );

  const copy = COPY[account.data.state];
  const Icon = account.data.state === 'enabled' ? BadgeCheck : account.data.state === 'pending' ? Hourglass : Banknote;
  const start = async () => {
    try {
      const { url } = await onboarding.mutateAsync();
      window.location.assign(url);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not open Stripe. Please try again.');
    }
  };
  return (
    <section
      aria-label="Payouts"
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <Icon className="mt-0.5 h-5 w-5 text-muted-foreground" aria-hidden="true" />
        <div>
          <p className="font-medium" data-testid="payouts-state">
            {copy.title}
          </p>
          <p className="text-sm text-muted-foreground">{copy.text}</p>
        </div>
      </div>
      {copy.action && (
        <Button onClick={start} busy={onboarding.isPending} className="shrink-0">
          {copy.action}
        </Button>
      )}
    </section>
  );
}
