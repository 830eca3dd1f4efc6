import {
  type AddOn,
  addOnsForRole,
  BASE_FEATURES,
  BASE_MONTHLY_PRICE,
  SELLER_FREE_FEATURES,
} from '@proclub/contracts/membership';
import { isSellerRole, type Role } from '@proclub/contracts/profiles';
import { Check, Crown, Gift } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { IconList } from '@/components/ui/icon-list';
import { IconTile } from '@/components/ui/icon-tile';
import { formatMoney } from '@/lib/utils';
import { useCreateCheckout } from '../api/use-create-checkout';
import { usePlans } from '../api/use-plans';
import { AddOnPicker } from './add-on-picker';
import { MembershipSummary } from './membership-summary';

interface JoinClubProps {
  signedIn: boolean;
  /** The signed-in user's role (null for a visitor or before setup): what the page sells follows it (ADR 026). */
  role: Role | null;
  onStripeOpened: () => void;
}

/**
 * Not a member: what the base membership unlocks (ordering), the add-ons this role can use, the summary with its
 * total, and Join. A seller also sees what is already free with their account, so nobody pays for it; a client
 * is sold only what a client gets.
 */
export function JoinClub({ signedIn, role, onStripeOpened }: JoinClubProps) {
  const [addOns, setAddOns] = useState<AddOn[]>([]);
  const client = signedIn && !isSellerRole(role);
  // A visitor sees every add-on (each says who it is for); a signed-in user only those their role can use.
  const offered = signedIn ? addOnsForRole(role) : undefined;
  const plans = usePlans();
  const checkout = useCreateCheckout();
  const navigate = useNavigate();

  const join = async () => {
    if (!signedIn) {
      toast.error('Please sign in to continue');
      navigate('/auth', { state: { from: '/membership' } });
      return;
    }
    // Stripe opens in a new tab: open it now, while the click still counts as the user's gesture.
    const stripeTab = plans.data?.provider === 'stripe' ? window.open('', '_blank') : null;
    try {
      const base = plans.data ?? (await plans.refetch()).data;
      if (!base) throw new Error('plans unavailable');
      const result = await checkout.mutateAsync({ priceId: base.base.priceId, addOns });
      if (result.provider === 'stripe') {
        if (stripeTab) stripeTab.location.href = result.url;
        else window.location.assign(result.url);
        onStripeOpened();
      } else navigate(result.url);
    } catch {
      stripeTab?.close();
      toast.error('Failed to start checkout. Please try again.');
    }
  };

  return (
    <div className="space-y-8">
      <div className="space-y-2 text-center">
        <IconTile icon={Crown} className="h-12 w-12 rounded-full bg-primary/10 text-primary" iconClassName="h-6 w-6" />
        <h1 className="text-3xl font-bold tracking-tight">Join the ProClub</h1>
        <p className="mx-auto max-w-2xl text-muted-foreground">
          {client
            ? 'A club membership lets you order from every professional in the marketplace.'
            : 'A club membership lets you order from every professional in the marketplace. Add-ons extend the tools you already use for free.'}
        </p>
      </div>
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 space-y-8 lg:col-span-2">
          <Card>
            <CardHeader className="flex-row flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-lg font-semibold">Base Membership</h2>
              <p>
                <span className="text-2xl font-bold">{formatMoney(BASE_MONTHLY_PRICE)}</span>
                <span className="text-sm text-muted-foreground">/month</span>
              </p>
            </CardHeader>
            <CardContent>
              <IconList items={BASE_FEATURES} icon={Check} iconClassName="text-success" label="Included in the base membership" />
            </CardContent>
          </Card>
          {!client && (
            <Card>
              <CardHeader>
                <h2 className="text-lg font-semibold">Free with every seller account</h2>
                <p className="text-sm text-muted-foreground">Agencies, vendors and freelancers use these without a membership.</p>
              </CardHeader>
              <CardContent>
                <IconList
                  items={SELLER_FREE_FEATURES}
                  icon={Gift}
                  iconClassName="text-muted-foreground"
                  label="Free with every seller account"
                />
              </CardContent>
            </Card>
          )}
          {(offered === undefined || offered.length > 0) && (
            <AddOnPicker selected={addOns} onChange={setAddOns} offered={offered} />
          )}
        </div>
        <aside aria-labelledby="summary-heading" className="lg:sticky lg:top-24 lg:self-start">
          <Card>
            <CardHeader>
              <h2 id="summary-heading" className="text-lg font-semibold">
                Summary
              </h2>
            </CardHeader>
            <CardContent className="space-y-5">
              <MembershipSummary addOns={addOns} />
              <Button size="lg" className="w-full" onClick={join} busy={checkout.isPending}>
                Join
              </Button>
              <p className="text-center text-xs text-muted-foreground">Billed monthly in USD. Cancel anytime.</p>
            </CardContent>
          </Card>
        </aside>
      </div>
    </div>
  );
}
