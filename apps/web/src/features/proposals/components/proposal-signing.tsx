import { formatMoney } from '@proclub/contracts/invoices';
import type { PublicProposal } from '@proclub/contracts/proposals';
import { CheckCircle2, Download, FileSignature } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { TitledDialog } from '@/components/ui/titled-dialog';
import { ApiClientError } from '@/lib/api-client';
import { formatMoment } from '@/lib/format';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { signedPdfUrl, useDeclineProposal, useSignProposal } from '../api/use-sign-proposal';

type Errors = Partial<Record<'fullName' | 'consent', string>>;

/** The e-signature form (ADR 051): full name typed, consent to the terms; signing accepts the proposal. */
export function SignProposalForm({ token, proposal }: { token: string; proposal: PublicProposal }) {
  const sign = useSignProposal(token);
  const [fullName, setFullName] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [declining, setDeclining] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (fullName.trim().length < 2) found.fullName = 'Please type your full name to sign';
    if (!consent) found.consent = 'Please agree to the terms to sign';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await sign.mutateAsync({ fullName: fullName.trim(), consent: true, documentHash: proposal.documentHash });
      toastSuccess('Proposal signed. Thank you!');
    } catch (error) {
      if (error instanceof ApiClientError && error.fields.length > 0)
        setErrors(Object.fromEntries(error.fields.map((issue) => [issue.field, issue.message])));
      toastFailure(error, 'Failed to sign the proposal. Please try again.');
    }
  };

  return (
    <section aria-labelledby="sign-heading" className="space-y-4 rounded-lg border border-border bg-card p-4 sm:p-6">
      <div className="flex items-center gap-2">
        <FileSignature className="h-5 w-5 text-muted-foreground" aria-hidden="true" />
        <h2 id="sign-heading" className="text-lg font-semibold">
          Sign this proposal
        </h2>
      </div>
      <p className="text-sm text-muted-foreground">
        Typing your name and agreeing below is your electronic signature. Signing accepts this proposal and lets{' '}
        {proposal.brand.name} know right away.
        {proposal.paymentChoice !== 'invoice_later' && ' You can pay the setup right after signing.'}
      </p>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Sign proposal">
        <FormField id="sign-name" label="Full name *" error={errors.fullName}>
          <Input
            {...fieldControlProps('sign-name', errors.fullName)}
            autoComplete="name"
            maxLength={200}
            value={fullName}
            onChange={(event) => setFullName(event.target.value)}
          />
        </FormField>
        <div className="space-y-1">
          <label className="flex items-start gap-2 text-sm" htmlFor="sign-consent">
            <input
              id="sign-consent"
              type="checkbox"
              className="mt-1 h-4 w-4"
              checked={consent}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? 'sign-consent-error' : undefined}
              onChange={(event) => setConsent(event.target.checked)}
            />
            <span>I agree to the terms of this proposal (version {proposal.version}) and to sign it electronically.</span>
          </label>
          {errors.consent && (
            <p id="sign-consent-error" role="alert" className="text-sm text-destructive">
              {errors.consent}
            </p>
          )}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <Button type="button" variant="ghost" onClick={() => setDeclining(true)}>
            Decline
          </Button>
          <Button type="submit" size="lg" busy={sign.isPending}>
            Sign and accept
          </Button>
        </div>
      </form>
      {declining && <DeclineDialog token={token} onClose={() => setDeclining(false)} />}
    </section>
  );
}

function DeclineDialog({ token, onClose }: { token: string; onClose: () => void }) {
  const decline = useDeclineProposal(token);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError('Please tell us why you decline');
      return;
    }
    try {
      await decline.mutateAsync({ reason: reason.trim() });
      toastSuccess('Proposal declined. Thank you for letting us know.');
      onClose();
    } catch (failure) {
      toastFailure(failure, 'Failed to decline the proposal. Please try again.');
    }
  };
  return (
    <TitledDialog title="Decline proposal" description="The sender will see your reason." onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Decline proposal">
        <FormField id="decline-reason" label="Reason *" error={error}>
          <Textarea
            {...fieldControlProps('decline-reason', error)}
            maxLength={2000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" busy={decline.isPending}>
            Decline proposal
          </Button>
        </div>
      </form>
    </TitledDialog>
  );
}

/** After signing: who signed and when, the signed PDF, and Pay now when the agency asked for payment at signing. */
export function SignedPanel({ token, proposal }: { token: string; proposal: PublicProposal }) {
  const signature = proposal.signature;
  const payment = proposal.payment;
  return (
    <div className="space-y-3">
      <div
        role="status"
        data-testid="accepted-banner"
        className="flex items-center gap-3 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
      >
        <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden="true" />
        <p>
          <span className="font-semibold">{signature ? `Signed by ${signature.fullName}` : 'Accepted'}</span>
          {(signature?.signedAt ?? proposal.acceptedAt) &&
            ` on ${formatMoment(signature?.signedAt ?? proposal.acceptedAt ?? '')}`}
          . {proposal.brand.name} will be in touch about next steps.
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        {signature && (
          <Button asChild variant="outline">
            <a href={signedPdfUrl(token)} download data-testid="signed-pdf">
              <Download className="h-4 w-4" aria-hidden="true" />
              Download signed PDF
            </a>
          </Button>
        )}
        {payment && payment.status !== 'paid' && payment.amountDue > 0 && (
          <Button asChild size="lg">
            <a href={payment.payPath}>Pay now {formatMoney(payment.amountDue, payment.currency)}</a>
          </Button>
        )}
        {payment?.status === 'paid' && <p className="text-sm font-medium text-green-700 dark:text-green-400">Paid. Thank you!</p>}
      </div>
    </div>
  );
}
