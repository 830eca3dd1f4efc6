import type { TestPaymentInput } from '@proclub/contracts/membership';
import { CreditCard, Lock } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { isCardField, PaymentError, TestCardFields, TestModeBadge, useTestCardForm } from '@/components/form/test-card-fields';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ApiClientError, errorMessage, isNotFoundError } from '@/lib/api-client';
import { toastSuccess } from '@/lib/toast-action';
import { formatMoney } from '@/lib/utils';
import { usePayTestCheckout } from '../api/use-pay-test-checkout';
import { useTestCheckout } from '../api/use-test-checkout';
import { takeReturnTo } from '../lib/return-to';

/** The built-in test checkout (no Stripe configured): order summary and a card form. */
export function TestCheckoutPage({ sessionId }: { sessionId: string }) {
  const session = useTestCheckout(sessionId);
  const pay = usePayTestCheckout(sessionId);
  const navigate = useNavigate();
  const form = useTestCardForm();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await pay.mutateAsync(values);
      toastSuccess('Payment successful. Welcome to the club!');
      navigate(takeReturnTo() ?? '/membership?checkout=success', { replace: true });
    } catch (error) {
      // Said once, where it belongs: at the card field it names (focused), otherwise above the Pay button.
      const fields = error instanceof ApiClientError ? error.fields.filter((issue) => isCardField(issue.field)) : [];
      for (const [index, issue] of fields.entries()) {
        form.setError(issue.field as keyof TestPaymentInput, { message: issue.message }, { shouldFocus: index === 0 });
      }
      if (!fields.length)
        form.setError('root', { message: errorMessage(error, 'The payment could not be completed. Please try again.') });
    }
  });

  if (session.isPending)
    return (
      <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2" role="status" aria-label="Loading checkout">
        <Skeleton className="h-64" />
        <Skeleton className="h-80" />
      </div>
    );
  if (session.isError)
    return (
      <div className="mx-auto max-w-md space-y-4">
        <ErrorState
          message={
            isNotFoundError(session.error)
              ? 'This checkout does not exist or belongs to another account.'
              : 'Failed to load the checkout'
          }
          onRetry={() => session.refetch()}
        />
        <Link to="/membership" className={buttonClasses('outline')}>
          Back to Membership
        </Link>
      </div>
    );

  const checkout = session.data;
  const closed = checkout.status !== 'open';
  return (
    <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
      <Card className="self-start">
        <CardHeader>
          <p className="text-sm text-muted-foreground">Subscribe to</p>
          <h1 className="text-2xl font-bold tracking-tight">ProClub Membership</h1>
          <p>
            <span className="text-3xl font-bold" data-testid="checkout-total">
              {formatMoney(checkout.monthlyTotal)}
            </span>
            <span className="text-muted-foreground"> per month</span>
          </p>
        </CardHeader>
        <CardContent>
          <ul className="divide-y divide-border text-sm" aria-label="Order summary">
            {checkout.lineItems.map((item) => (
              <li key={item.name} className="flex justify-between gap-3 py-2">
                <span>{item.name}</span>
                <span>{formatMoney(item.monthlyPrice)}/mo</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="flex items-center gap-2 text-lg font-semibold">
              <CreditCard className="h-5 w-5" aria-hidden="true" />
              Pay with card
            </h2>
            <TestModeBadge />
          </div>
          <p className="rounded-md bg-secondary px-3 py-2 text-sm text-secondary-foreground" id="test-cards">
            Use <strong>4242 4242 4242 4242</strong> to pay, or <strong>4000 0000 0000 0002</strong> to see a declined card. Any
            future expiry date and any CVC.
          </p>
        </CardHeader>
        <CardContent>
          {closed ? (
            <div className="space-y-4">
              <p role="alert" className="text-sm">
                {checkout.status === 'complete'
                  ? 'This checkout has already been paid.'
                  : 'This checkout has expired. Start again from the membership page.'}
              </p>
              <Link to="/membership" className={buttonClasses('default')}>
                Back to Membership
              </Link>
            </div>
          ) : (
            <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Card payment">
              <FormField id="checkout-email" label="Email">
                <Input id="checkout-email" value={checkout.email} readOnly className="bg-muted" />
              </FormField>
              <TestCardFields form={form} idPrefix="" hintId="test-cards" formatAsTyped />
              <PaymentError message={errors.root?.message} />
              <Button type="submit" size="lg" className="w-full" disabled={pay.isPending}>
                {pay.isPending ? <Spinner /> : <Lock className="h-4 w-4" aria-hidden="true" />}
                Pay {formatMoney(checkout.monthlyTotal)}
              </Button>
              <Link to="/membership" className={`${buttonClasses('ghost', 'sm')} w-full`}>
                Cancel and go back
              </Link>
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
