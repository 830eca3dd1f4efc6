import { type AddOn, addOnInfo, BASE_MONTHLY_PRICE, membershipTotal } from '@proclub/contracts/membership';
import { formatMoney } from '@/lib/utils';

/** Base plan, each selected add-on and the total in USD per month. */
export function MembershipSummary({ addOns }: { addOns: AddOn[] }) {
  return (
    <dl className="space-y-2 text-sm" data-testid="membership-summary">
      <div className="flex justify-between gap-3">
        <dt>Club Membership</dt>
        <dd>{formatMoney(BASE_MONTHLY_PRICE)}</dd>
      </div>
      {addOns.map((id) => (
        <div key={id} className="flex justify-between gap-3">
          <dt>{addOnInfo(id).name}</dt>
          <dd>{formatMoney(addOnInfo(id).monthlyPrice)}</dd>
        </div>
      ))}
      <div className="flex items-baseline justify-between gap-3 border-t border-border pt-3 text-base font-semibold">
        <dt>Total</dt>
        <dd data-testid="membership-total">
          {formatMoney(membershipTotal(addOns))}
          <span className="text-sm font-normal text-muted-foreground">/month</span>
        </dd>
      </div>
    </dl>
  );
}
