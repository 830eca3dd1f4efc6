import { INVOICE_CURRENCIES, type InvoiceCurrency, type InvoiceSettings } from '@proclub/contracts/invoices';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input, NativeSelect } from '@/components/ui/input';
import { toastAction } from '@/lib/toast-action';
import { useInvoiceSettings } from '../api/use-invoice-settings';
import { useSaveInvoiceSettings } from '../api/use-save-invoice-settings';

/** Billing settings on the invoices page: the name on invoices, the currency, and reminder days. */
export function InvoiceSettingsCard() {
  const settings = useInvoiceSettings();
  if (!settings.data) return null;
  return <SettingsForm key={settings.data.businessName + settings.data.currency} settings={settings.data} />;
}

function SettingsForm({ settings }: { settings: InvoiceSettings }) {
  const save = useSaveInvoiceSettings();
  const id = useId();
  const [form, setForm] = useState(settings);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    toastAction(() => save.mutateAsync(form), 'Billing settings saved', 'Failed to save the billing settings');
  };
  return (
    <Card className="p-4">
      <details>
        <summary className="cursor-pointer font-semibold">Billing settings</summary>
        <form onSubmit={submit} className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Billing settings">
          <FormField id={`${id}-name`} label="Name on invoices">
            <Input
              id={`${id}-name`}
              value={form.businessName}
              onChange={(e) => setForm({ ...form, businessName: e.target.value })}
            />
          </FormField>
          <FormField id={`${id}-currency`} label="Currency">
            <NativeSelect
              id={`${id}-currency`}
              value={form.currency}
              onChange={(e) => setForm({ ...form, currency: e.target.value as InvoiceCurrency })}
            >
              {INVOICE_CURRENCIES.map((currency) => (
                <option key={currency}>{currency}</option>
              ))}
            </NativeSelect>
          </FormField>
          <label className="flex items-center gap-2 text-sm sm:mt-8">
            <input
              type="checkbox"
              checked={form.remindersEnabled}
              onChange={(e) => setForm({ ...form, remindersEnabled: e.target.checked })}
            />
            Email payment reminders
          </label>
          <FormField id={`${id}-before`} label="Remind days before due">
            <Input
              id={`${id}-before`}
              type="number"
              min={0}
              max={30}
              value={form.reminderDaysBefore}
              onChange={(e) => setForm({ ...form, reminderDaysBefore: Number(e.target.value) })}
            />
          </FormField>
          <FormField id={`${id}-after`} label="Remind days after due">
            <Input
              id={`${id}-after`}
              type="number"
              min={0}
              max={60}
              value={form.reminderDaysAfter}
              onChange={(e) => setForm({ ...form, reminderDaysAfter: Number(e.target.value) })}
            />
          </FormField>
          <div className="sm:col-span-2 lg:col-span-3">
            <Button type="submit" busy={save.isPending}>
              Save settings
            </Button>
          </div>
        </form>
      </details>
    </Card>
  );
}
