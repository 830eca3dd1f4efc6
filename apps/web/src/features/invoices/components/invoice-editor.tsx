import { formatMoney, type Invoice, type InvoiceInput, invoiceTotals, lineTotals } from '@proclub/contracts/invoices';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiClientError } from '@/lib/api-client';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { useBillableClients } from '../api/use-billable-clients';
import { useInvoiceSettings } from '../api/use-invoice-settings';
import { useSaveInvoice } from '../api/use-save-invoice';

/** A line as typed: money in major units, quantity in units, rates in percent (converted on save). */
interface LineDraft {
  key: number;
  description: string;
  quantity: string;
  unitPrice: string;
  taxRate: string;
  discountRate: string;
}

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const num = (text: string) => (text.trim() === '' ? 0 : Number(text));
let nextKey = 1;
const blankLine = (): LineDraft => ({
  key: nextKey++,
  description: '',
  quantity: '1',
  unitPrice: '',
  taxRate: '0',
  discountRate: '0',
});

function toLine(line: LineDraft) {
  return {
    description: line.description,
    quantity: Math.round(num(line.quantity) * 1000),
    unitPrice: Math.round(num(line.unitPrice) * 100),
    taxRate: Math.round(num(line.taxRate) * 100),
    discountRate: Math.round(num(line.discountRate) * 100),
  };
}

function fromInvoice(invoice: Invoice): LineDraft[] {
  return invoice.lines.map((line) => ({
    key: nextKey++,
    description: line.description,
    quantity: String(line.quantity / 1000),
    unitPrice: (line.unitPrice / 100).toFixed(2),
    taxRate: String(line.taxRate / 100),
    discountRate: String(line.discountRate / 100),
  }));
}

/** /invoices/new and /invoices/:id/edit: client, dates, line items with live totals, notes. Drafts only. */
export function InvoiceEditor({ invoice }: { invoice?: Invoice }) {
  const navigate = useNavigate();
  const clients = useBillableClients();
  const settings = useInvoiceSettings();
  const save = useSaveInvoice(invoice?.id);
  const formId = useId();
  const [clientId, setClientId] = useState(invoice?.clientId ?? '');
  const [issueDate, setIssueDate] = useState(invoice?.issueDate ?? today());
  const [dueDate, setDueDate] = useState(invoice?.dueDate ?? inDays(14));
  const [notes, setNotes] = useState(invoice?.notes ?? '');
  const [lines, setLines] = useState<LineDraft[]>(() => (invoice ? fromInvoice(invoice) : [blankLine()]));
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (clients.isPending || settings.isPending)
    return (
      <main aria-busy="true" className="mx-auto max-w-4xl space-y-4 px-4 py-6">
        <p className="sr-only" role="status">
          Loading the invoice form
        </p>
        <Skeleton className="h-10" />
        <Skeleton className="h-64" />
      </main>
    );
  if (clients.isError || settings.isError)
    return (
      <ErrorState
        message="Failed to load the invoice form"
        onRetry={() => {
          clients.refetch();
          settings.refetch();
        }}
      />
    );

  const currency = settings.data.currency;
  const money = (minor: number) => formatMoney(minor, currency);
  const converted = lines.map(toLine);
  const totals = invoiceTotals(converted);
  const change = (key: number, patch: Partial<LineDraft>) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const fieldId = (name: string) => `${formId}-${name}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const input: InvoiceInput = { clientId, currency, issueDate, dueDate, notes, lines: converted };
    try {
      const saved = await save.mutateAsync(input);
      toastSuccess(invoice ? 'Invoice saved' : 'Draft invoice created');
      navigate(`/invoices/${saved.id}`);
    } catch (error) {
      if (error instanceof ApiClientError && error.fields.length > 0)
        setErrors(Object.fromEntries(error.fields.map((issue) => [issue.field, issue.message])));
      toastFailure(error, 'Failed to save the invoice');
    }
  };

  if (clients.data.items.length === 0)
    return (
      <main className="mx-auto max-w-4xl px-4 py-6">
        <p className="rounded-lg border border-dashed border-border bg-card p-8 text-center text-sm text-muted-foreground">
          Add a client in the{' '}
          <Link to="/crm" className="text-primary underline">
            CRM
          </Link>{' '}
          first: invoices are addressed to clients.
        </p>
      </main>
    );

  return (
    <main className="mx-auto max-w-4xl px-4 py-6">
      <form onSubmit={submit} className="space-y-6" noValidate>
        <title>{invoice ? 'Edit invoice · ProClub' : 'New invoice · ProClub'}</title>
        <h1 className="text-2xl font-bold tracking-tight">{invoice ? 'Edit draft invoice' : 'New invoice'}</h1>
        <Card className="grid gap-4 p-4 sm:grid-cols-3">
          <FormField id={fieldId('client')} label="Client" error={errors.clientId}>
            <NativeSelect
              {...fieldControlProps(fieldId('client'), errors.clientId)}
              value={clientId}
              onChange={(e) => setClientId(e.target.value)}
            >
              <option value="">Choose a client</option>
              {clients.data.items.map((client) => (
                <option key={client.id} value={client.id}>
                  {client.company ? `${client.name} (${client.company})` : client.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id={fieldId('issue')} label="Issue date" error={errors.issueDate}>
            <Input
              type="date"
              {...fieldControlProps(fieldId('issue'), errors.issueDate)}
              value={issueDate}
              onChange={(e) => setIssueDate(e.target.value)}
            />
          </FormField>
          <FormField id={fieldId('due')} label="Due date" error={errors.dueDate}>
            <Input
              type="date"
              {...fieldControlProps(fieldId('due'), errors.dueDate)}
              value={dueDate}
              onChange={(e) => setDueDate(e.target.value)}
            />
          </FormField>
        </Card>

        <fieldset className="space-y-3">
          <legend className="text-lg font-semibold">Line items</legend>
          {errors.lines && (
            <p role="alert" className="text-sm text-destructive">
              {errors.lines}
            </p>
          )}
          {lines.map((line, index) => {
            const id = (name: string) => fieldId(`${line.key}-${name}`);
            const error = (name: string) => errors[`lines.${index}.${name}`];
            return (
              <Card key={line.key} className="grid gap-3 p-4 sm:grid-cols-[1fr_5rem_7rem_5rem_5rem_7rem_auto] sm:items-end">
                <FormField id={id('description')} label={`Line ${index + 1} description`} error={error('description')}>
                  <Input
                    {...fieldControlProps(id('description'), error('description'))}
                    value={line.description}
                    onChange={(e) => change(line.key, { description: e.target.value })}
                  />
                </FormField>
                <FormField id={id('quantity')} label="Qty" error={error('quantity')}>
                  <Input
                    inputMode="decimal"
                    {...fieldControlProps(id('quantity'), error('quantity'))}
                    value={line.quantity}
                    onChange={(e) => change(line.key, { quantity: e.target.value })}
                  />
                </FormField>
                <FormField id={id('price')} label={`Unit price (${currency})`} error={error('unitPrice')}>
                  <Input
                    inputMode="decimal"
                    {...fieldControlProps(id('price'), error('unitPrice'))}
                    value={line.unitPrice}
                    onChange={(e) => change(line.key, { unitPrice: e.target.value })}
                  />
                </FormField>
                <FormField id={id('tax')} label="Tax %" error={error('taxRate')}>
                  <Input
                    inputMode="decimal"
                    {...fieldControlProps(id('tax'), error('taxRate'))}
                    value={line.taxRate}
                    onChange={(e) => change(line.key, { taxRate: e.target.value })}
                  />
                </FormField>
                <FormField id={id('discount')} label="Discount %" error={error('discountRate')}>
                  <Input
                    inputMode="decimal"
                    {...fieldControlProps(id('discount'), error('discountRate'))}
                    value={line.discountRate}
                    onChange={(e) => change(line.key, { discountRate: e.target.value })}
                  />
                </FormField>
                <output className="block text-right tabular-nums sm:pb-2" aria-label={`Line ${index + 1} amount`}>
                  {money(lineTotals(converted[index]).total)}
                </output>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove line ${index + 1}`}
                  disabled={lines.length === 1}
                  onClick={() => setLines((current) => current.filter((other) => other.key !== line.key))}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </Button>
              </Card>
            );
          })}
          <Button type="button" variant="outline" onClick={() => setLines((current) => [...current, blankLine()])}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add line
          </Button>
        </fieldset>

        <Card className="ml-auto max-w-sm space-y-1 p-4 text-sm" aria-live="polite" aria-label="Totals">
          <p className="flex justify-between">
            <span>Subtotal</span>
            <span className="tabular-nums">{money(totals.subtotal)}</span>
          </p>
          <p className="flex justify-between">
            <span>Discount</span>
            <span className="tabular-nums">−{money(totals.discount)}</span>
          </p>
          <p className="flex justify-between">
            <span>Tax</span>
            <span className="tabular-nums">{money(totals.tax)}</span>
          </p>
          <p className="flex justify-between text-base font-semibold">
            <span>Total</span>
            <span className="tabular-nums" data-testid="invoice-total">
              {money(totals.total)}
            </span>
          </p>
        </Card>

        <FormField id={fieldId('notes')} label="Notes" error={errors.notes}>
          <Textarea
            {...fieldControlProps(fieldId('notes'), errors.notes)}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
        </FormField>

        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => navigate(invoice ? `/invoices/${invoice.id}` : '/invoices')}>
            Cancel
          </Button>
          <Button type="submit" busy={save.isPending}>
            {invoice ? 'Save draft' : 'Create draft'}
          </Button>
        </div>
      </form>
    </main>
  );
}
