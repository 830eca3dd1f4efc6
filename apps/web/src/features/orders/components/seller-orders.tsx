import { useState } from 'react';
import { cn } from '@/lib/utils';
import { useMayDo } from '../api/use-workspace-role';
import { EarningsPanel } from './earnings-panel';
import { OrdersList } from './orders-list';
import { PayoutsPanel } from './payouts-panel';
import { StatementPanel } from './statement-panel';

const views = [
  { value: 'incoming', label: 'Incoming' },
  { value: 'purchases', label: 'My purchases' },
] as const;

/** The seller's Orders tab: incoming orders (accept, decline, deliver) and their own purchases. */
export function SellerOrders() {
  // What the person's role in the workspace may see (ADR 045 §5): the incoming orders and earnings are for owners and
  // admins, payouts and statements for owners; a member sees their own purchases.
  const mayList = useMayDo('listings');
  const mayBill = useMayDo('billing');
  const [chosen, setView] = useState<(typeof views)[number]['value']>('incoming');
  const view = mayList === false ? 'purchases' : chosen;
  return (
    // On a phone the orders come before the money panels, so the first order is on the first screen (issue 37).
    <section aria-label="Orders" className="flex flex-col gap-4">
      <div className="flex flex-col gap-4 max-sm:order-last">
        {mayList && <EarningsPanel />}
        {mayBill && <PayoutsPanel />}
        {mayBill && <StatementPanel />}
      </div>
      <fieldset hidden={mayList === false} className="inline-flex self-start rounded-md border border-border bg-background p-0.5">
        <legend className="sr-only">Which orders</legend>
        {views.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={view === option.value}
            onClick={() => setView(option.value)}
            className={cn(
              'inline-flex h-8 items-center rounded px-3 text-sm font-medium transition-colors',
              view === option.value ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-accent',
            )}
          >
            {option.label}
          </button>
        ))}
      </fieldset>
      {view === 'incoming' ? (
        <OrdersList
          side="seller"
          label="Incoming orders"
          empty={
            <>
              <p className="font-medium">No orders yet</p>
              <p className="text-sm text-muted-foreground">When a member orders one of your services, it appears here live.</p>
            </>
          }
        />
      ) : (
        <OrdersList
          side="buyer"
          label="My purchases"
          empty={
            <>
              <p className="font-medium">No purchases yet</p>
              <p className="text-sm text-muted-foreground">Services you order from other professionals appear here.</p>
            </>
          }
        />
      )}
    </section>
  );
}
