import { MAX_EXTRAS } from '@proclub/contracts/services';
import { Plus, X } from 'lucide-react';
import type { UseFieldArrayReturn } from 'react-hook-form';
import { FormInput, FormWholeNumberInput } from '@/components/form/form-controls';
import { Button } from '@/components/ui/button';
import type { ServiceFormApi, ServiceFormValues } from '../service-form-values';
import { PriceInput } from './price-input';

interface ExtrasFieldProps {
  fieldArray: UseFieldArrayReturn<ServiceFormValues, 'extras', 'key'>;
  form: ServiceFormApi;
}

/** Paid extras a buyer may add to any package: a name, a price and the days it adds to delivery. */
export function ExtrasField({ fieldArray, form }: ExtrasFieldProps) {
  const { fields, append, remove } = fieldArray;
  const listError = (form.formState.errors.extras as { message?: string; root?: { message?: string } } | undefined)?.message;

  const add = () => append({ title: '', price: '', days: '0' }, { focusName: `extras.${fields.length}.title` });

  return (
    <section aria-labelledby="extras-heading" className="space-y-3">
      <div>
        <h3 id="extras-heading" className="text-base font-semibold">
          Extras
        </h3>
        <p className="text-sm text-muted-foreground">Optional paid add-ons a buyer can choose with any package.</p>
      </div>
      {fields.length === 0 && <p className="text-sm text-muted-foreground">No extras yet.</p>}
      <ul className="space-y-3">
        {fields.map((extra, index) => {
          const id = (key: string) => `extra-${index}-${key}`;
          return (
            <li key={extra.key}>
              <fieldset
                aria-label={`Extra ${index + 1}`}
                className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[1fr_8rem_8rem_auto] sm:items-start"
              >
                <FormInput
                  form={form}
                  name={`extras.${index}.title`}
                  id={id('title')}
                  label="Extra name *"
                  placeholder="e.g. Express delivery"
                  maxLength={80}
                  aria-required="true"
                />
                <PriceInput form={form} name={`extras.${index}.price`} id={id('price')} />
                <FormWholeNumberInput
                  form={form}
                  name={`extras.${index}.days`}
                  id={id('days')}
                  label="Extra days"
                  min={0}
                  max={90}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  className="justify-self-end sm:mt-6"
                  onClick={() => remove(index)}
                  aria-label={`Remove extra ${index + 1}`}
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ul>
      {listError && (
        <p role="alert" className="text-sm text-destructive">
          {listError}
        </p>
      )}
      <Button variant="outline" size="sm" onClick={add} disabled={fields.length >= MAX_EXTRAS}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        Add Extra
      </Button>
    </section>
  );
}
