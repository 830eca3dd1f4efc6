import { type AddOn, addOnInfo } from '@proclub/contracts/membership';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { formatMoney } from '@/lib/utils';

interface FeatureLockProps {
  /** The add-on that unlocks the feature (ADR 026: each locked feature is unlocked by exactly one add-on). */
  addOn: AddOn;
  /** The feature's name, as the screen calls it. */
  feature: string;
  className?: string;
}

/**
 * The one way every screen shows a locked feature: a lock, what unlocks it and its price, and a link to /membership
 * (which sells it to a visitor and lets a member add it). It never says "upgrade": a member keeps the membership and
 * only adds the add-on.
 */
export function FeatureLock({ addOn, feature, className }: FeatureLockProps) {
  const info = addOnInfo(addOn);
  return (
    <section
      aria-labelledby={`lock-${addOn}-title`}
      data-testid={`feature-lock-${addOn}`}
      className={`flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-card px-6 py-10 text-center ${className ?? ''}`}
    >
      <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Lock className="h-5 w-5" aria-hidden="true" />
      </span>
      <h2 id={`lock-${addOn}-title`} className="font-semibold">
        {feature} is locked
      </h2>
      <p className="max-w-md text-sm text-muted-foreground">
        Unlocked by the {info.name} add-on ({formatMoney(info.monthlyPrice)}/month with a club membership). {info.description}
      </p>
      <Link to="/membership" className={buttonClasses('default', 'sm')}>
        See {info.name} on the Membership page
      </Link>
    </section>
  );
}
