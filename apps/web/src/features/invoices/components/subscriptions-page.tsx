import { formatMoney, type Subscription } from '@proclub/contracts/invoices';
import { Repeat } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input, NativeSelect } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiClientError } from '@/lib/api-client';
import { toastAction, toastFailure, toastSuccess } from '@/lib/toast-action';
import { useBillableClients } from '../api/use-billable-clients';
import { useChangeSubscription, useCreateSubscription, useSubscriptions } from '../api/use-subscriptions';

const STATUS_COLORS: Record<Subscription['status'], string> = {
  active: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  paused: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-100',
  canceled: 'bg-zinc-200 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300',
};

/** /invoices/subscriptions: monthly billing per client — new, pause, resume, cancel (at period end or now). */
export function SubscriptionsPage() {
  const subscriptions = useSubscriptions();
  const change = useChangeSubscription();
  const run = (id: string, kind: 'pause' | 'resume' | 'cancel', atPeriodEnd = true, done = 'Subscription updated') =>
    toastAction(
      () => change.mutateAsync({ id, change: kind === 'cancel' ? { kind, atPeriodEnd } : { kind } }),
      done,
      'Failed to update the subscription',
    );

  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-6">
      <title>Subscriptions · ProClub</title>
      <h1 className="text-2xl font-bold tracking-tight">Subscriptions</h1>
      <NewSubscriptionForm />
      {subscriptions.isPending ? (
        <div role="status" aria-label="Loading subscriptions" className="space-y-2">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : subscriptions.isError ? (
        <ErrorState message="Failed to load subscriptions" onRetry={() => subscriptions.refetch()} />
      ) : subscriptions.data.items.length === 0 ? (
        <EmptyState icon={Repeat} message="No subscriptions yet. Bill a client every month with the form above." />
      ) : (
        <ul className="space-y-3" aria-label="Subscriptions">
          {subscriptions.data.items.map((item) => (
            <li key={item.id}>
              <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0 space-y-1">
                  <p className="font-medium">
                    {item.clientName}{' '}
                    <Badge variant="plain" className={STATUS_COLORS[item.status]}>
                      {item.status === 'active' && item.cancelAtPeriodEnd ? 'Ends at period end' : item.status}
                    </Badge>
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {formatMoney(item.amount, item.currency)}/month
                    {item.status !== 'canceled' && ` · next invoice ${item.nextInvoiceDate}`}
                    {item.cardLast4 ? ` · card •••• ${item.cardLast4}` : ' · no saved card yet (invoices are emailed)'}
                  </p>
                </div>
                <fieldset className="flex flex-wrap gap-2" aria-label={`Actions for ${item.clientName}`}>
                  {item.status === 'active' && (
                    <Button size="sm" variant="outline" onClick={() => run(item.id, 'pause', true, 'Subscription paused')}>
                      Pause
                    </Button>
                  )}
                  {item.status === 'paused' && (
                    <Button size="sm" variant="outline" onClick={() => run(item.id, 'resume', true, 'Subscription resumed')}>
                      Resume
                    </Button>
                  )}
                  {item.status === 'active' && !item.cancelAtPeriodEnd && (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => run(item.id, 'cancel', true, 'Cancels at the end of this period')}
                    >
                      Cancel at period end
                    </Button>
                  )}
                  {item.status !== 'canceled' && (
                    <Button
                      size="sm"
                      variant="destructive"
                      onClick={() => run(item.id, 'cancel', false, 'Subscription canceled')}
                    >
                      Cancel now
                    </Button>
                  )}
                </fieldset>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

function NewSubscriptionForm() {
  const clients = useBillableClients();
  const create = useCreateSubscription();
  const id = useId();
  const [form, setForm] = useState({
    clientId: '',
    description: '',
    price: '',
    taxRate: '0',
    startDate: new Date().toISOString().slice(0, 10),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<typeof form>) => setForm((current) => ({ ...current, ...patch }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await create.mutateAsync({
        clientId: form.clientId,
        startDate: form.startDate,
        lines: [
          {
            description: form.description,
            quantity: 1000,
            unitPrice: Math.round(Number(form.price || 0) * 100),
            taxRate: Math.round(Number(form.taxRate || 0) * 100),
            discountRate: 0,
          },
        ],
      });
      toastSuccess('Subscription created');
      set({ description: '', price: '' });
    } catch (error) {
      if (error instanceof ApiClientError && error.fields.length > 0)
        setErrors(Object.fromEntries(error.fields.map((issue) => [issue.field, issue.message])));
      toastFailure(error, 'Failed to create the subscription');
    }
  };
  const f = (name: string) => `${id}-${name}`;
  return (
    <Card className="p-4">
      <form
        onSubmit={submit}
        noValidate
        aria-label="New subscription"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
      >
        <FormField id={f('client')} label="Client" error={errors.clientId}>
          <NativeSelect
            {...fieldControlProps(f('client'), errors.clientId)}
            value={form.clientId}
            onChange={(e) => set({ clientId: e.target.value })}
          >
            <option value="">Choose a client</option>
            {clients.data?.items.map((client) => (
              <option key={client.id} value={client.id}>
                {client.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={f('description')} label="What is billed" error={errors['lines.0.description'] ?? errors.lines}>
          <Input
            {...fieldControlProps(f('description'), errors['lines.0.description'])}
            value={form.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        </FormField>
        <FormField id={f('price')} label="Monthly price" error={errors['lines.0.unitPrice']}>
          <Input
            inputMode="decimal"
            {...fieldControlProps(f('price'), errors['lines.0.unitPrice'])}
            value={form.price}
            onChange={(e) => set({ price: e.target.value })}
          />
        </FormField>
        <FormField id={f('start')} label="First invoice on" error={errors.startDate}>
          <Input
            type="date"
            {...fieldControlProps(f('start'), errors.startDate)}
            value={form.startDate}
            onChange={(e) => set({ startDate: e.target.value })}
          />
        </FormField>
        <Button type="submit" busy={create.isPending}>
          Start subscription
        </Button>
      </form>
    </Card>
  );
}
