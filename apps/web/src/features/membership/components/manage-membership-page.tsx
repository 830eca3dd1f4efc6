import { type AddOn, addOnsForRole, type Membership, membershipTotal } from '@proclub/contracts/membership';
import type { Me, Role } from '@proclub/contracts/profiles';
import { format, parseISO } from 'date-fns';
import { ArrowLeft, Crown, Receipt } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toastAction, toastFailure, toastSuccess } from '@/lib/toast-action';
import { formatMoney } from '@/lib/utils';
import { useCancelMembership } from '../api/use-cancel-membership';
import { useChangeAddOns } from '../api/use-change-add-ons';
import { useMembership } from '../api/use-membership';
import { useResumeMembership } from '../api/use-resume-membership';
import { useMayDo } from '../api/use-workspace-role';
import { useMembershipLive } from '../hooks/use-membership-live';
import { AddOnPicker } from './add-on-picker';
import { MembershipSummary } from './membership-summary';
import { OwnerOnly } from './owner-only';

const day = (iso: string | null) => (iso ? format(parseISO(iso), 'PPP') : 'your next billing date');
const same = (a: AddOn[], b: AddOn[]) => a.length === b.length && a.every((id) => b.includes(id));

/** /membership/manage: plan and renewal, change add-ons, cancel at period end or resume. */
export function ManageMembershipPage({ me }: { me: Me }) {
  const membership = useMembership();
  useMembershipLive(me.user.id);
  const mayBill = useMayDo('billing');
  if (mayBill === false) return <OwnerOnly title="Manage Membership" />;
  return (
    <>
      <title>Manage Membership · ProClub</title>
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Manage Membership</h1>
          <div className="flex flex-wrap gap-2">
            <Link to="/membership/billing" className={buttonClasses('outline', 'sm')}>
              <Receipt className="h-4 w-4" aria-hidden="true" />
              Billing &amp; Receipts
            </Link>
            <Link to="/dashboard" className={buttonClasses('outline', 'sm')}>
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              Back to Dashboard
            </Link>
          </div>
        </div>
        {membership.isPending ? (
          <div className="space-y-4" role="status" aria-label="Loading membership">
            <Skeleton className="h-40" />
            <Skeleton className="h-72" />
          </div>
        ) : membership.isError ? (
          <ErrorState message="Failed to load your membership" onRetry={() => membership.refetch()} />
        ) : !membership.data.subscribed ? (
          <Card>
            <CardContent className="flex flex-col items-center gap-3 p-8 text-center">
              <Crown className="h-8 w-8 text-primary" aria-hidden="true" />
              <p className="font-medium">You're not a club member yet.</p>
              <Link to="/membership" className={buttonClasses('default')}>
                See Membership Options
              </Link>
            </CardContent>
          </Card>
        ) : (
          <MembershipDetails membership={membership.data} role={me.profile.role} />
        )}
      </main>
    </>
  );
}

function MembershipDetails({ membership, role }: { membership: Membership; role: Role | null }) {
  const [addOns, setAddOns] = useState<AddOn[]>(membership.addOns);
  // The add-ons this role may buy, plus any billed one it cannot use (so it can be removed).
  const offered = [...new Set([...addOnsForRole(role), ...membership.addOns])];
  const changeAddOns = useChangeAddOns();
  const cancel = useCancelMembership();
  const resume = useResumeMembership();
  const dirty = !same(addOns, membership.addOns);
  const pendingConfirmation = membership.provider === 'stripe';

  const save = async () => {
    try {
      const updated = await changeAddOns.mutateAsync(addOns);
      toastSuccess(
        same(updated.addOns, addOns) ? 'Add-ons updated' : 'Change sent. It shows here once the payment provider confirms it.',
      );
    } catch (error) {
      toastFailure(error, 'Failed to update add-ons');
    }
  };
  const cancelAtPeriodEnd = () =>
    toastAction(
      () => cancel.mutateAsync(undefined),
      `Your membership will end on ${day(membership.subscriptionEnd)}`,
      'Failed to cancel the membership',
    );
  const resumeMembership = () =>
    toastAction(() => resume.mutateAsync(undefined), 'Membership resumed', 'Failed to resume the membership');

  return (
    <>
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle>
              <span className="flex items-center gap-2">
                <Crown className="h-5 w-5 text-primary" aria-hidden="true" />
                Club Membership
              </span>
            </CardTitle>
            <Badge
              variant="plain"
              className={
                membership.cancelAtPeriodEnd
                  ? 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200'
                  : 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200'
              }
            >
              {membership.cancelAtPeriodEnd ? 'Ends at period end' : 'Active'}
            </Badge>
          </div>
          <CardDescription data-testid="membership-period">
            {membership.cancelAtPeriodEnd
              ? `Your membership ends on ${day(membership.subscriptionEnd)}.`
              : `Renews on ${day(membership.subscriptionEnd)} for ${formatMoney(membership.monthlyTotal)}.`}
            {membership.provider === 'test' && ' (Test checkout)'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <MembershipSummary addOns={membership.addOns} />
        </CardContent>
      </Card>

      <Card>
        <CardContent className="space-y-4 p-6">
          <AddOnPicker
            legend="Your add-ons"
            selected={addOns}
            onChange={setAddOns}
            disabled={changeAddOns.isPending}
            offered={offered}
          />
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
            <p className="text-sm">
              New monthly total: <strong data-testid="new-total">{formatMoney(membershipTotal(addOns))}</strong>
              {pendingConfirmation && <span className="text-muted-foreground"> (prorated on your next invoice)</span>}
            </p>
            <Button onClick={save} busy={changeAddOns.isPending} disabled={!dirty}>
              Save Add-ons
            </Button>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{membership.cancelAtPeriodEnd ? 'Resume membership' : 'Cancel membership'}</CardTitle>
          <CardDescription>
            {membership.cancelAtPeriodEnd
              ? `You keep every benefit until ${day(membership.subscriptionEnd)}. Resume to keep your membership after that.`
              : `Cancelling stops the renewal. You keep every benefit until ${day(membership.subscriptionEnd)}.`}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {membership.cancelAtPeriodEnd ? (
            <Button onClick={resumeMembership} busy={resume.isPending}>
              Resume Membership
            </Button>
          ) : (
            <ConfirmDialog
              trigger={
                <Button variant="outline" busy={cancel.isPending}>
                  Cancel Membership
                </Button>
              }
              title="Cancel your membership?"
              description={`Your membership stays active until ${day(membership.subscriptionEnd)} and then ends. You can resume any time before then.`}
              cancelLabel="Keep Membership"
              confirmLabel="Cancel at Period End"
              onConfirm={cancelAtPeriodEnd}
            />
          )}
        </CardContent>
      </Card>
    </>
  );
}
