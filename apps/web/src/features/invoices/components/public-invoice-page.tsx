import { formatMoney } from '@proclub/contracts/invoices';
import { CheckCircle2, Download } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { PublicNotFound, PublicShell } from '@/components/layout/public-shell';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { QueryStatus } from '@/components/ui/query-status';
import { ApiClientError, errorMessage, isNotFoundError } from '@/lib/api-client';
import { toastAction } from '@/lib/toast-action';
import { useInvoiceCheckout, usePayInvoice, usePublicInvoice } from '../api/use-public-invoice';
import { InvoiceStatusBadge } from './invoice-status-badge';

/** /invoice/:token: the client's invoice from the email, in the agency's name, with Pay by card. */
export function PublicInvoicePage({ token }: { token: string }) {
  const invoice = usePublicInvoice(token);
  if (isNotFoundError(invoice.error)) return <PublicNotFound what="Invoice" />;
  if (!invoice.isSuccess)
    return (
      <PublicShell brand={null} title="Invoice">
        <QueryStatus query={invoice} what="invoice" placeholders={['h-24', 'h-48']} />
      </PublicShell>
    );
  const data = invoice.data;
  const money = (minor: number) => formatMoney(minor, data.currency);
  const payable = (data.status === 'open' || data.status === 'overdue') && data.amountDue > 0;

  return (
    <PublicShell brand={{ name: data.businessName, whiteLabel: data.whiteLabel }} title={`Invoice ${data.number}`}>
      <section className="space-y-2 rounded-lg border border-border bg-card p-4 sm:p-6">
        <p className="text-sm text-muted-foreground">Invoice for {data.clientName}</p>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Invoice {data.number}</h1>
          <InvoiceStatusBadge status={data.status} />
        </div>
        <p className="text-sm">
          Issued {data.issueDate} · Due {data.dueDate}
        </p>
        <p className="text-3xl font-bold tabular-nums" data-testid="amount-due">
          {money(data.amountDue)} <span className="text-base font-normal text-muted-foreground">due</span>
        </p>
        <a
          href={`/api/public/invoices/${encodeURIComponent(token)}/pdf`}
          className="inline-flex items-center gap-1 text-sm text-primary underline"
          download
        >
          <Download className="h-4 w-4" aria-hidden="true" /> Download PDF
        </a>
      </section>

      <Card className="overflow-hidden">
        <ul className="divide-y divide-border" aria-label="Line items">
          {data.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, ordered list
            <li key={index} className="flex justify-between gap-4 p-4 text-sm">
              <span>
                {line.description}
                <span className="block text-xs text-muted-foreground">
                  {line.quantity / 1000} × {money(line.unitPrice)}
                  {line.taxRate > 0 && ` · tax ${line.taxRate / 100}%`}
                  {line.discountRate > 0 && ` · −${line.discountRate / 100}%`}
                </span>
              </span>
              <span className="tabular-nums">{money(line.total)}</span>
            </li>
          ))}
        </ul>
        <dl className="space-y-1 border-t border-border bg-muted/50 p-4 text-sm">
          <div className="flex justify-between">
            <dt>Subtotal</dt>
            <dd className="tabular-nums">{money(data.subtotal)}</dd>
          </div>
          {data.discount > 0 && (
            <div className="flex justify-between">
              <dt>Discount</dt>
              <dd className="tabular-nums">−{money(data.discount)}</dd>
            </div>
          )}
          <div className="flex justify-between">
            <dt>Tax</dt>
            <dd className="tabular-nums">{money(data.tax)}</dd>
          </div>
          <div className="flex justify-between font-semibold">
            <dt>Total</dt>
            <dd className="tabular-nums">{money(data.total)}</dd>
          </div>
          {data.paid > 0 && (
            <div className="flex justify-between">
              <dt>Paid</dt>
              <dd className="tabular-nums">{money(data.paid)}</dd>
            </div>
          )}
        </dl>
      </Card>
      {data.notes && <p className="whitespace-pre-wrap rounded-lg border border-border bg-card p-4 text-sm">{data.notes}</p>}

      {data.status === 'paid' ? (
        <div
          role="status"
          data-testid="paid-banner"
          className="flex items-center gap-2 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
        >
          <CheckCircle2 className="h-5 w-5" aria-hidden="true" /> Paid — thank you!
        </div>
      ) : data.status === 'void' ? (
        <p role="status" className="rounded-lg border border-border bg-card p-4 text-sm">
          This invoice was voided. Nothing is due.
        </p>
      ) : payable && data.payment === 'test' ? (
        <TestCardForm token={token} amount={money(data.amountDue)} />
      ) : payable && data.payment === 'stripe' ? (
        <StripePay token={token} amount={money(data.amountDue)} />
      ) : payable ? (
        <p className="rounded-lg border border-border bg-card p-4 text-sm">
          Card payments are not available. Contact {data.businessName} to pay.
        </p>
      ) : null}
    </PublicShell>
  );
}

function StripePay({ token, amount }: { token: string; amount: string }) {
  const checkout = useInvoiceCheckout(token);
  return (
    <Button
      size="lg"
      className="w-full sm:w-auto"
      busy={checkout.isPending}
      onClick={() =>
        toastAction(
          async () => {
            const { url } = await checkout.mutateAsync();
            window.location.assign(url);
          },
          'Opening the secure payment page…',
          'Failed to open the payment page',
        )
      }
    >
      Pay {amount}
    </Button>
  );
}

function TestCardForm({ token, amount }: { token: string; amount: string }) {
  const pay = usePayInvoice(token);
  const id = useId();
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvc: '', name: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // One charge per click: the button is busy (and the server refuses a second Pay under way).
    if (pay.isPending) return;
    setErrors({});
    setFailure(null);
    try {
      await pay.mutateAsync(card);
    } catch (error) {
      if (error instanceof ApiClientError && error.fields.length > 0)
        setErrors(Object.fromEntries(error.fields.map((issue) => [issue.field, issue.message])));
      setFailure(errorMessage(error, 'The payment failed. Please try again.'));
    }
  };
  const field = (name: keyof typeof card, label: string, extra: Record<string, string> = {}) => (
    <FormField id={`${id}-${name}`} label={label} error={errors[name]}>
      <Input
        {...fieldControlProps(`${id}-${name}`, errors[name])}
        {...extra}
        value={card[name]}
        onChange={(e) => setCard((current) => ({ ...current, [name]: e.target.value }))}
      />
    </FormField>
  );
  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={submit} className="space-y-4" aria-label="Pay by card" noValidate>
        <h2 className="text-lg font-semibold">Pay by card</h2>
        <p className="text-xs text-muted-foreground">Test mode: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.</p>
        {field('cardNumber', 'Card number', { inputMode: 'numeric', autoComplete: 'cc-number' })}
        <div className="grid grid-cols-2 gap-4">
          {field('expiry', 'Expiry (MM/YY)', { autoComplete: 'cc-exp', placeholder: 'MM/YY' })}
          {field('cvc', 'CVC', { inputMode: 'numeric', autoComplete: 'cc-csc' })}
        </div>
        {field('name', 'Name on card', { autoComplete: 'cc-name' })}
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        )}
        <Button type="submit" size="lg" className="w-full" busy={pay.isPending}>
          Pay {amount}
        </Button>
      </form>
    </Card>
  );
}
