import type { TestPaymentInput } from '@proclub/contracts/membership';
import { CreditCard, Lock } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { isCardField, PaymentError, TestCardFields, TestModeBadge, useTestCardForm } from '@/components/form/test-card-fields';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiClientError, errorMessage } from '@/lib/api-client';
import { toastSuccess } from '@/lib/toast-action';
import { useUpdateTestCard } from '../api/use-update-test-card';
import { cardText } from './card-text';

/**
 * The test mode stand-in for Stripe's billing portal (no Stripe configured): a new test card becomes the card the
 * next charge uses, through the same signed event the portal would send.
 */
export function TestCardUpdatePage() {
  const update = useUpdateTestCard();
  const navigate = useNavigate();
  const form = useTestCardForm();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const overview = await update.mutateAsync(values);
      toastSuccess(overview.card ? `Card updated: ${cardText(overview.card)}` : 'Card updated');
      navigate('/membership/billing', { replace: true });
    } catch (error) {
      const fields = error instanceof ApiClientError ? error.fields.filter((issue) => isCardField(issue.field)) : [];
      for (const [index, issue] of fields.entries())
        form.setError(issue.field as keyof TestPaymentInput, { message: issue.message }, { shouldFocus: index === 0 });
      if (!fields.length)
        form.setError('root', { message: errorMessage(error, 'The card could not be updated. Please try again.') });
    }
  });

  return (
    <main className="mx-auto max-w-md px-4 py-6 sm:py-8">
      <title>Update Card · ProClub</title>
      <Card>
        <CardHeader className="gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h1 className="flex items-center gap-2 text-xl font-semibold">
              <CreditCard className="h-5 w-5" aria-hidden="true" />
              Update your card
            </h1>
            <TestModeBadge />
          </div>
          <p className="rounded-md bg-secondary px-3 py-2 text-sm text-secondary-foreground" id="test-cards">
            Use <strong>4242 4242 4242 4242</strong> (Visa) or <strong>5555 5555 5555 4444</strong> (Mastercard);{' '}
            <strong>4000 0000 0000 0002</strong> is declined. Any future expiry date and any CVC.
          </p>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Update card">
            <TestCardFields form={form} idPrefix="update-" hintId="test-cards" formatAsTyped />
            <PaymentError message={errors.root?.message} />
            <Button type="submit" className="w-full" disabled={update.isPending}>
              {update.isPending ? <Spinner /> : <Lock className="h-4 w-4" aria-hidden="true" />}
              Save Card
            </Button>
            <Link to="/membership/billing" className={`${buttonClasses('ghost', 'sm')} w-full`}>
              Cancel and go back
            </Link>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
