import { formatMoney, type Invoice } from '@proclub/contracts/invoices';
import { Ban, Copy, Download, Pencil, Send, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { workspaceLink } from '@/lib/current-workspace';
import { toastAction } from '@/lib/toast-action';
import { useDeleteInvoice, useInvoiceAction } from '../api/use-invoice-actions';
import { InvoiceStatusBadge } from './invoice-status-badge';

const ADJUSTMENT_LABELS = { payment: 'Payment', failed_payment: 'Declined card', refund: 'Refund', credit_note: 'Credit note' };

/** /invoices/:id: the invoice as the client sees it, its history, and only the actions its state allows. */
export function InvoiceDetail({ invoice }: { invoice: Invoice }) {
  const navigate = useNavigate();
  const action = useInvoiceAction(invoice.id);
  const remove = useDeleteInvoice();
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  const may = (name: Invoice['allowed'][number]) => invoice.allowed.includes(name);
  const payUrl = invoice.payPath ? `${window.location.origin}${invoice.payPath}` : null;

  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-6">
      <title>{`Invoice ${invoice.number ?? 'draft'} · ProClub`}</title>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Invoice {invoice.number ?? '(draft)'}</h1>
        <InvoiceStatusBadge status={invoice.status} />
      </div>
      <p className="text-sm text-muted-foreground">
        {invoice.clientName} · {invoice.clientEmail} · Issued {invoice.issueDate} · Due {invoice.dueDate}
      </p>

      <fieldset className="flex flex-wrap gap-2" aria-label="Invoice actions">
        {may('edit') && (
          <Button asChild variant="outline" size="sm">
            <Link to={`/invoices/${invoice.id}/edit`}>
              <Pencil className="h-4 w-4" aria-hidden="true" /> Edit
            </Link>
          </Button>
        )}
        {may('send') && (
          <Button
            size="sm"
            busy={action.isPending}
            onClick={() => toastAction(() => action.mutateAsync({ kind: 'send' }), 'Invoice sent', 'Failed to send the invoice')}
          >
            <Send className="h-4 w-4" aria-hidden="true" /> {invoice.status === 'draft' ? 'Send invoice' : 'Send again'}
          </Button>
        )}
        {may('issue') && (
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              toastAction(() => action.mutateAsync({ kind: 'issue' }), 'Invoice issued', 'Failed to issue the invoice')
            }
          >
            Issue without sending
          </Button>
        )}
        {invoice.status !== 'draft' && (
          <Button asChild variant="outline" size="sm">
            <a href={workspaceLink(`/api/invoices/${invoice.id}/pdf`)} download>
              <Download className="h-4 w-4" aria-hidden="true" /> PDF
            </a>
          </Button>
        )}
        {payUrl && (invoice.status === 'open' || invoice.status === 'overdue') && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => toastAction(() => navigator.clipboard.writeText(payUrl), 'Pay link copied', 'Failed to copy the link')}
          >
            <Copy className="h-4 w-4" aria-hidden="true" /> Copy pay link
          </Button>
        )}
        {may('void') && (
          <ConfirmButton
            icon={Ban}
            label="Void"
            title="Void this invoice?"
            description="The client will no longer be able to pay it. This cannot be undone."
            onConfirm={() =>
              toastAction(() => action.mutateAsync({ kind: 'void' }), 'Invoice voided', 'Failed to void the invoice')
            }
          />
        )}
        {may('delete') && (
          <ConfirmButton
            icon={Trash2}
            label="Delete"
            title="Delete this draft?"
            description="The draft is removed for good."
            onConfirm={async () => {
              if (await toastAction(() => remove.mutateAsync(invoice.id), 'Draft deleted', 'Failed to delete the draft'))
                navigate('/invoices');
            }}
          />
        )}
      </fieldset>

      <Card className="overflow-x-auto">
        <table className="w-full min-w-[32rem] text-sm">
          <caption className="sr-only">Line items</caption>
          <thead className="bg-muted text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                Description
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Qty
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Unit price
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Tax
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Amount
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {invoice.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a stored invoice never reorder
              <tr key={index}>
                <td className="px-4 py-3">
                  {line.description}
                  {line.discountRate > 0 && <span className="text-muted-foreground"> (−{line.discountRate / 100}%)</span>}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{line.quantity / 1000}</td>
                <td className="px-4 py-3 text-right tabular-nums">{money(line.unitPrice)}</td>
                <td className="px-4 py-3 text-right tabular-nums">{line.taxRate / 100}%</td>
                <td className="px-4 py-3 text-right tabular-nums">{money(line.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="ml-auto max-w-xs space-y-1 border-t border-border p-4 text-sm">
          <Row label="Subtotal" value={money(invoice.subtotal)} />
          {invoice.discount > 0 && <Row label="Discount" value={`−${money(invoice.discount)}`} />}
          <Row label="Tax" value={money(invoice.tax)} />
          <Row label="Total" value={money(invoice.total)} strong />
          {invoice.paid > 0 && <Row label="Paid" value={money(invoice.paid)} />}
          {invoice.credited > 0 && <Row label="Credited" value={money(invoice.credited)} />}
          {invoice.refunded > 0 && <Row label="Refunded" value={money(invoice.refunded)} />}
          {invoice.platformFee > 0 && (
            <>
              <Row label="Platform fee" value={`−${money(invoice.platformFee)}`} />
              <Row label="Net to you" value={money(invoice.paid - invoice.refunded - invoice.platformFee)} />
            </>
          )}
          <Row label="Amount due" value={money(invoice.amountDue)} strong />
        </dl>
      </Card>

      {invoice.notes && (
        <p className="whitespace-pre-wrap rounded-lg border border-border bg-card p-4 text-sm">{invoice.notes}</p>
      )}

      {may('refund') && invoice.paid > invoice.refunded && (
        <AmountForm
          title="Refund"
          button="Refund"
          max={invoice.paid - invoice.refunded}
          currency={invoice.currency}
          onSubmit={(amount, reason) =>
            toastAction(() => action.mutateAsync({ kind: 'refund', amount, reason }), 'Refund recorded', 'Failed to refund')
          }
        />
      )}
      {may('credit') && (
        <AmountForm
          title="Credit note"
          button="Issue credit note"
          max={invoice.amountDue}
          currency={invoice.currency}
          onSubmit={(amount, reason) =>
            toastAction(
              () => action.mutateAsync({ kind: 'credit', amount, reason }),
              'Credit note issued',
              'Failed to issue the credit note',
            )
          }
        />
      )}

      {invoice.adjustments.length > 0 && (
        <section aria-labelledby="history" className="space-y-2">
          <h2 id="history" className="text-lg font-semibold">
            History
          </h2>
          <ul className="divide-y divide-border rounded-lg border border-border bg-card text-sm">
            {invoice.adjustments.map((adjustment) => (
              <li key={adjustment.id} className="flex flex-wrap justify-between gap-2 p-3">
                <span>
                  {ADJUSTMENT_LABELS[adjustment.kind]}
                  {adjustment.reason && <span className="text-muted-foreground"> — {adjustment.reason}</span>}
                </span>
                <span className="tabular-nums">
                  {money(adjustment.amount)}
                  {adjustment.fee > 0 && adjustment.kind === 'payment' && (
                    <span className="text-muted-foreground">
                      {' '}
                      (platform fee {money(adjustment.fee)}, net {money(adjustment.amount - adjustment.fee)})
                    </span>
                  )}
                  {adjustment.fee > 0 && adjustment.kind === 'refund' && (
                    <span className="text-muted-foreground"> (platform fee returned {money(adjustment.fee)})</span>
                  )}{' '}
                  · {new Date(adjustment.createdAt).toLocaleString()}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between font-semibold' : 'flex justify-between'}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

function AmountForm(props: {
  title: string;
  button: string;
  max: number;
  currency: string;
  onSubmit: (amount: number, reason: string) => Promise<boolean>;
}) {
  const id = useId();
  const [amount, setAmount] = useState((props.max / 100).toFixed(2));
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    await props.onSubmit(Math.round(Number(amount) * 100), reason);
    setBusy(false);
  };
  return (
    <Card className="p-4">
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-end" aria-label={props.title}>
        <FormField
          id={`${id}-amount`}
          label={`${props.title} amount (${props.currency})`}
          hint={`At most ${formatMoney(props.max, props.currency)}`}
        >
          <Input id={`${id}-amount`} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </FormField>
        <FormField id={`${id}-reason`} label="Reason">
          <Input id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value)} />
        </FormField>
        <Button type="submit" variant="outline" busy={busy}>
          {props.button}
        </Button>
      </form>
    </Card>
  );
}
