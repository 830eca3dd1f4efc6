import { type AddOn, addOnInfo } from '@proclub/contracts/membership';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { formatMoney } from '@/lib/utils';
import { useMembership } from '../api/use-membership';

/** Shown in place of a feature that needs an add-on: what it is, its price, and where to add it. */
export function UpgradePrompt({ addOn, feature }: { addOn: AddOn; feature: string }) {
  const membership = useMembership();
  const info = addOnInfo(addOn);
  const member = membership.data?.subscribed ?? false;
  return (
    <div
      data-testid={`upgrade-${addOn}`}
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-primary/40 bg-primary/5 px-6 py-10 text-center"
    >
      <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Sparkles className="h-5 w-5" aria-hidden="true" />
      </span>
      <p className="font-semibold">
        {feature} is part of {info.name}
      </p>
      <p className="max-w-md text-sm text-muted-foreground">
        {info.description} Add it to your membership for {formatMoney(info.monthlyPrice)}/month.
      </p>
      <Link to={member ? '/membership/manage' : '/membership'} className={buttonClasses('default', 'sm')}>
        {member ? `Add ${info.name}` : 'Join the Club'}
      </Link>
    </div>
  );
}
