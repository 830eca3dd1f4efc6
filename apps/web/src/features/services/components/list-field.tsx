import { MAX_LIST_ENTRIES } from '@proclub/contracts/services';
import { Plus, X } from 'lucide-react';
import { type Control, type FieldError, type Merge, useController } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { ServiceFormValues } from '../service-form-values';

interface ListFieldProps {
  control: Control<ServiceFormValues>;
  name: 'features' | 'tags' | `packages.${number}.features`;
  /** Prefix of the rows' element ids (defaults to the name); must be unique on the page. */
  idPrefix?: string;
  label: string;
  /** Singular noun used in row labels ('Feature 2', 'Remove tag 2'). */
  noun: string;
  placeholder: string;
  maxLength: number;
}

type ListErrors = Merge<FieldError, (FieldError | undefined)[]> | undefined;

/** A dynamic list of text rows: 'Add …' appends one; each row can be removed while more than one remains. */
export function ListField({ control, name, idPrefix = name, label, noun, placeholder, maxLength }: ListFieldProps) {
  const { field, fieldState } = useController({ control, name });
  const rows = field.value as string[];
  const errors = fieldState.error as ListErrors;
  const headingId = `${idPrefix}-label`;

  const setRow = (index: number, value: string) => field.onChange(rows.map((row, i) => (i === index ? value : row)));
  const removeRow = (index: number) => {
    field.onChange(rows.filter((_, i) => i !== index));
    focusRow(idPrefix, Math.max(0, index - 1));
  };
  const addRow = () => {
    field.onChange([...rows, '']);
    // The new input exists after the next render.
    requestAnimationFrame(() => focusRow(idPrefix, rows.length));
  };

  return (
    <fieldset className="space-y-2" aria-labelledby={headingId}>
      <legend id={headingId} className="text-sm font-medium leading-none">
        {label}
      </legend>
      <ul className="space-y-2">
        {rows.map((row, index) => {
          const rowError = Array.isArray(errors) ? errors[index]?.message : undefined;
          const inputId = `${idPrefix}-${index}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are plain strings edited in place; position is their identity
            <li key={index} className="space-y-1">
              <div className="flex gap-2">
                <Input
                  id={inputId}
                  value={row}
                  onChange={(event) => setRow(index, event.target.value)}
                  onBlur={field.onBlur}
                  placeholder={placeholder}
                  maxLength={maxLength}
                  aria-label={`${noun} ${index + 1}`}
                  aria-invalid={rowError ? true : undefined}
                  aria-describedby={rowError ? `${inputId}-error` : undefined}
                />
                {rows.length > 1 && (
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => removeRow(index)}
                    aria-label={`Remove ${noun.toLowerCase()} ${index + 1}`}
                  >
                    <X className="h-4 w-4" aria-hidden="true" />
                  </Button>
                )}
              </div>
              {rowError && (
                <p id={`${inputId}-error`} role="alert" className="text-sm text-destructive">
                  {rowError}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {errors?.message && (
        <p role="alert" className="text-sm text-destructive">
          {errors.message}
        </p>
      )}
      <Button variant="outline" size="sm" onClick={addRow} disabled={rows.length >= MAX_LIST_ENTRIES}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        Add {noun}
      </Button>
    </fieldset>
  );
}

const focusRow = (name: string, index: number) => document.getElementById(`${name}-${index}`)?.focus();
