import { type AnalysisResult, INDUSTRY_DEFAULTS, type Industry, roiInputsSchema } from '@proclub/contracts/analysis';
import { Calculator } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { formatMoney } from '@/lib/utils';
import { useRepriceAnalysis } from '../api/use-reprice-analysis';
import { IndustrySelect } from './industry-select';

const SIZE_LABELS = {
  micro: 'a very small business',
  small: 'a small business',
  established: 'an established business',
} as const;

/**
 * The prospect's ROI inputs (industry, average sale, close rate) for this analysis, with the formula they
 * feed. Changing them re-prices the saved analysis; an unsaved one only shows them.
 */
export function RoiPanel({ result, onRepriced }: { result: AnalysisResult; onRepriced: (result: AnalysisResult) => void }) {
  const pricing = result.analysisData.pricing;
  const reprice = useRepriceAnalysis();
  const [industry, setIndustry] = useState<Industry>(pricing?.industry ?? 'general');
  const [sale, setSale] = useState(String((pricing?.averageSaleCents ?? INDUSTRY_DEFAULTS.general.averageSaleCents) / 100));
  const [close, setClose] = useState(String(pricing?.closeRatePercent ?? INDUSTRY_DEFAULTS.general.closeRatePercent));
  const [errors, setErrors] = useState<{ sale?: string; close?: string }>({});
  const saved = !!result.id;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!result.id) return;
    const parsed = roiInputsSchema.safeParse({
      industry,
      averageSaleCents: Math.round(Number(sale) * 100),
      closeRatePercent: Number(close),
    });
    if (!parsed.success) {
      const next: { sale?: string; close?: string } = {};
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'averageSaleCents')
          next.sale ??= sale.trim() === '' ? 'Average sale must be a number' : issue.message;
        if (issue.path[0] === 'closeRatePercent') next.close ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    reprice.mutate(
      { analysisId: result.id, inputs: parsed.data },
      {
        onSuccess: (updated) => {
          toastSuccess('Recommendations re-priced');
          onRepriced(updated);
        },
        onError: (failure) => toastFailure(failure, 'Failed to re-price. Please try again.'),
      },
    );
  };

  /** Adds a product the budget cap left out, priced with the saved inputs. */
  const include = (productId: string, product: string) => {
    if (!result.id || !pricing) return;
    const { industry: savedIndustry, averageSaleCents, closeRatePercent } = pricing;
    reprice.mutate(
      {
        analysisId: result.id,
        inputs: {
          industry: savedIndustry,
          averageSaleCents,
          closeRatePercent,
          include: [...(pricing.included ?? []), productId],
        },
      },
      {
        onSuccess: (updated) => {
          toastSuccess(`${product} included`);
          onRepriced(updated);
        },
        onError: (failure) => toastFailure(failure, 'Failed to re-price. Please try again.'),
      },
    );
  };
  const pickIndustry = (value: Industry) => {
    setIndustry(value);
    setSale(String(INDUSTRY_DEFAULTS[value].averageSaleCents / 100));
    setClose(String(INDUSTRY_DEFAULTS[value].closeRatePercent));
  };

  const numberInputs = [
    { id: 'roi-sale', label: 'Average sale ($)', error: errors.sale, inputMode: 'decimal', value: sale, set: setSale },
    { id: 'roi-close', label: 'Close rate (%)', error: errors.close, inputMode: 'numeric', value: close, set: setClose },
  ] as const;

  return (
    <Card className="p-4" role="region" aria-labelledby="roi-inputs-heading">
      <div className="flex items-start gap-2">
        <Calculator className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
        <div className="min-w-0">
          <h3 id="roi-inputs-heading" className="font-semibold">
            What a customer is worth to this business
          </h3>
          <p className="text-xs text-muted-foreground">
            ROI = extra leads a month × close rate × average sale × 12 months, against the first-year cost.
            {pricing
              ? ` Sized as ${SIZE_LABELS[pricing.businessSize]}: up to ${formatMoney(pricing.monthlyBudget)} a month is offered.`
              : ''}
          </p>
        </div>
      </div>
      <form onSubmit={submit} noValidate className="mt-3 grid gap-3 sm:grid-cols-[1fr_9rem_8rem_auto] sm:items-end">
        <FormField id="roi-industry" label="Industry">
          <IndustrySelect
            id="roi-industry"
            value={industry}
            onChange={(event) => pickIndustry(event.target.value as Industry)}
            disabled={!saved}
          />
        </FormField>
        {numberInputs.map((input) => (
          <FormField key={input.id} id={input.id} label={input.label} error={input.error}>
            <Input
              {...fieldControlProps(input.id, input.error)}
              inputMode={input.inputMode}
              value={input.value}
              onChange={(event) => input.set(event.target.value)}
              disabled={!saved}
            />
          </FormField>
        ))}
        <Button type="submit" variant="outline" busy={reprice.isPending} disabled={!saved}>
          Re-price
        </Button>
      </form>
      {!saved && <p className="mt-2 text-xs text-muted-foreground">Sign in as a seller to save analyses and re-price them.</p>}
      {pricing && pricing.deferred.length > 0 && (
        <div className="mt-2 text-xs text-muted-foreground">
          <p>Left for later (over this business’s budget): {pricing.deferred.join(', ')}.</p>
          {saved && pricing.deferredIds && pricing.deferredIds.length === pricing.deferred.length && (
            <ul className="mt-1 flex flex-wrap gap-2" aria-label="Include a product left for later">
              {pricing.deferredIds.map((productId, index) => (
                <li key={productId}>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={reprice.isPending}
                    onClick={() => include(productId, pricing.deferred[index])}
                  >
                    Include {pricing.deferred[index]}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Card>
  );
}
