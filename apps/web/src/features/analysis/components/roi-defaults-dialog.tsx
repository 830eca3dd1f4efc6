import { type Industry, type RoiDefault, updateRoiDefaultSchema } from '@proclub/contracts/analysis';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { TitledDialog } from '@/components/ui/titled-dialog';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { useRoiDefaults, useSaveRoiDefault } from '../api/use-roi-defaults';

/** Settings: the seller's starting ROI inputs per industry (average sale, close rate, margin), used by new analyses. */
export function RoiDefaultsDialog({ onClose }: { onClose: () => void }) {
  const defaults = useRoiDefaults();
  return (
    <TitledDialog
      title="ROI defaults"
      description="What a customer is typically worth in each industry. New analyses start from these; change them per analysis too. The standard values are industry benchmarks, not a business's own numbers."
      className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
      onClose={onClose}
    >
      {defaults.isPending ? (
        <div className="space-y-2" role="status" aria-label="Loading ROI defaults">
          {['a', 'b', 'c', 'd', 'e'].map((key) => (
            <Skeleton key={key} className="h-10 w-full" />
          ))}
        </div>
      ) : defaults.isError ? (
        <ErrorState message="Failed to load ROI defaults" onRetry={() => defaults.refetch()} />
      ) : (
        <ul className="divide-y divide-border" aria-label="ROI defaults by industry">
          {defaults.data.items.map((item) => (
            <DefaultRow
              key={`${item.industry}-${item.averageSaleCents}-${item.closeRatePercent}-${item.marginPercent}`}
              item={item}
            />
          ))}
        </ul>
      )}
    </TitledDialog>
  );
}

function DefaultRow({ item }: { item: RoiDefault }) {
  const save = useSaveRoiDefault();
  const [sale, setSale] = useState(String(item.averageSaleCents / 100));
  const [close, setClose] = useState(String(item.closeRatePercent));
  const [margin, setMargin] = useState(String(item.marginPercent ?? ''));
  const [error, setError] = useState<string | null>(null);
  const id = `roi-default-${item.industry}`;

  const run = (
    industry: Industry,
    values: { averageSaleCents: number; closeRatePercent: number; marginPercent?: number } | null,
  ) =>
    save.mutate(
      { industry, values },
      {
        onSuccess: () => toastSuccess(values ? `Saved defaults for ${item.label}` : `${item.label} reset to the standard values`),
        onError: (failure) => toastFailure(failure, 'Failed to save. Please try again.'),
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateRoiDefaultSchema.safeParse({
      averageSaleCents: Math.round(Number(sale) * 100),
      closeRatePercent: Number(close),
      marginPercent: Number(margin),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the values');
      return;
    }
    setError(null);
    run(item.industry, parsed.data);
  };

  const numberInputs = [
    { id: `${id}-sale`, label: 'Average sale ($)', inputMode: 'decimal', value: sale, set: setSale },
    { id: `${id}-close`, label: 'Close rate (%)', inputMode: 'numeric', value: close, set: setClose },
    { id: `${id}-margin`, label: 'Margin (%)', inputMode: 'numeric', value: margin, set: setMargin },
  ] as const;

  return (
    <li className="py-3">
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby={`${id}-label`}
        className="grid gap-2 sm:grid-cols-[1fr_7rem_6rem_6rem_auto] sm:items-center"
      >
        <p id={`${id}-label`} className="text-sm font-medium">
          {item.label}
          {item.custom && <span className="ml-2 text-xs font-normal text-muted-foreground">(yours)</span>}
        </p>
        {numberInputs.map((input) => (
          <label key={input.id} className="text-xs text-muted-foreground" htmlFor={input.id}>
            {input.label}
            <Input
              id={input.id}
              value={input.value}
              inputMode={input.inputMode}
              onChange={(event) => input.set(event.target.value)}
              aria-invalid={!!error}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </label>
        ))}
        <div className="flex gap-2">
          <Button type="submit" size="sm" busy={save.isPending}>
            Save<span className="sr-only"> {item.label}</span>
          </Button>
          {item.custom && (
            <Button type="button" size="sm" variant="outline" onClick={() => run(item.industry, null)} disabled={save.isPending}>
              Reset<span className="sr-only"> {item.label}</span>
            </Button>
          )}
        </div>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive sm:col-span-5">
            {error}
          </p>
        )}
      </form>
    </li>
  );
}
