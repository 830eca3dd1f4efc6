import { zodResolver } from '@hookform/resolvers/zod';
import { type TestPaymentInput, testPaymentInputSchema } from '@proclub/contracts/membership';
import { CreditCard, FlaskConical, Lock } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FormInput } from '@/components/form/form-controls';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ApiClientError, errorMessage, isNotFoundError } from '@/lib/api-client';
import { formatMoney } from '@/lib/utils';
import { usePayTestCheckout } from '../api/use-pay-test-checkout';
import { useTestCheckout } from '../api/use-test-checkout';
import { takeReturnTo } from '../lib/return-to';

/** Groups card digits in fours as the user types (4242 4242 4242 4242). */
const groupDigits = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** MM / YY as the user types. */
const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

const CARD_FIELDS = new Set(['cardNumber', 'expiry', 'cvc', 'name']);

/** The built-in test checkout (no Stripe configured): order summary and a card form. */
export function TestCheckoutPage({ sessionId }: { sessionId: string }) {
  const session = useTestCheckout(sessionId);
  const pay = usePayTestCheckout(sessionId);
  const navigate = useNavigate();
  const form = useForm<TestPaymentInput>({
    resolver: zodResolver(testPaymentInputSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '', name: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await pay.mutateAsync(values);
      toast.success('Payment successful. Welcome to the club!');
      navigate(takeReturnTo() ?? '/membership?checkout=success', { replace: true });
    } catch (error) {
      // Said once, where it belongs: at the card field it names (focused), otherwise above the Pay button.
      const fields = error instanceof ApiClientError ? error.fields.filter((issue) => CARD_FIELDS.has(issue.field)) : [];
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
            <Badge variant="outline" className="gap-1">
              <FlaskConical className="h-3 w-3" aria-hidden="true" />
              Test mode
            </Badge>
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
              <FormInput
                form={form}
                name="cardNumber"
                id="card-number"
                label="Card number"
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="1234 1234 1234 1234"
                aria-describedby={errors.cardNumber ? 'card-number-error' : 'test-cards'}
                rules={{ onChange: (event) => (event.target.value = groupDigits(event.target.value)) }}
              />
              <div className="grid grid-cols-2 gap-3">
                <FormInput
                  form={form}
                  name="expiry"
                  id="card-expiry"
                  label="Expiry (MM/YY)"
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  placeholder="MM/YY"
                  rules={{ onChange: (event) => (event.target.value = formatExpiry(event.target.value)) }}
                />
                <FormInput
                  form={form}
                  name="cvc"
                  id="card-cvc"
                  label="CVC"
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  placeholder="123"
                  maxLength={4}
                />
              </div>
              <FormInput form={form} name="name" id="card-name" label="Name on card" autoComplete="cc-name" />
              {errors.root && (
                <p
                  role="alert"
                  className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive"
                >
                  {errors.root.message}
                </p>
              )}
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
