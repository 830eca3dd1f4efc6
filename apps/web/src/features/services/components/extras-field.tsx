import { MAX_EXTRAS } from '@proclub/contracts/services';
import { Plus, X } from 'lucide-react';
import type { FieldErrors, UseFieldArrayReturn, UseFormRegister } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { ServiceFormValues } from '../service-form-values';

interface ExtrasFieldProps {
  fieldArray: UseFieldArrayReturn<ServiceFormValues, 'extras', 'key'>;
  register: UseFormRegister<ServiceFormValues>;
  errors: FieldErrors<ServiceFormValues>;
}

/** Paid extras a buyer may add to any package: a name, a price and the days it adds to delivery. */
export function ExtrasField({ fieldArray, register, errors }: ExtrasFieldProps) {
  const { fields, append, remove } = fieldArray;
  const listError = (errors.extras as { message?: string; root?: { message?: string } } | undefined)?.message;

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
          const rowErrors = errors.extras?.[index];
          const error = (key: 'title' | 'price' | 'days') => rowErrors?.[key]?.message as string | undefined;
          const id = (key: string) => `extra-${index}-${key}`;
          return (
            <li key={extra.key}>
              <fieldset
                aria-label={`Extra ${index + 1}`}
                className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[1fr_8rem_8rem_auto] sm:items-start"
              >
                <FormField id={id('title')} label="Extra name *" error={error('title')}>
                  <Input
                    {...fieldControlProps(id('title'), error('title'))}
                    placeholder="e.g. Express delivery"
                    maxLength={80}
                    aria-required="true"
                    {...register(`extras.${index}.title`)}
                  />
                </FormField>
                <FormField id={id('price')} label="Price ($) *" error={error('price')}>
                  <Input
                    {...fieldControlProps(id('price'), error('price'))}
                    type="number"
                    inputMode="decimal"
                    min={1}
                    step="0.01"
                    placeholder="0.00"
                    aria-required="true"
                    {...register(`extras.${index}.price`)}
                  />
                </FormField>
                <FormField id={id('days')} label="Extra days" error={error('days')}>
                  <Input
                    {...fieldControlProps(id('days'), error('days'))}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={90}
                    step={1}
                    {...register(`extras.${index}.days`)}
                  />
                </FormField>
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
