import {
  type AnalysisResult,
  DEFAULT_VISITORS,
  INDUSTRY_DEFAULTS,
  type Industry,
  LEAD_RATE_PERCENT,
  roiInputsSchema,
  visitorsRangeError,
} from '@proclub/contracts/analysis';
import { Calculator } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { formatMoney } from '@/lib/utils';
import { useRepriceAnalysis } from '../api/use-reprice-analysis';
import { dollarRange } from '../estimate-format';
import { IndustrySelect } from './industry-select';

const SIZE_LABELS = {
  micro: 'a very small business',
  small: 'a small business',
  established: 'an established business',
} as const;

type Field = 'sale' | 'close' | 'margin' | 'visitorsLow' | 'visitorsHigh';
const FIELD_OF: Record<string, Field> = {
  averageSaleCents: 'sale',
  closeRatePercent: 'close',
  marginPercent: 'margin',
  visitorsLow: 'visitorsLow',
  visitorsHigh: 'visitorsHigh',
};
/** An empty box is "not a number" (Number('') would be 0). */
const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.replace(/,/g, '')));

/**
 * The prospect's ROI inputs for this analysis — industry, monthly visitors as a range, average sale, close rate and
 * margin — with the formula they feed. Changing them re-prices the saved analysis; an unsaved one only shows them.
 */
export function RoiPanel({ result, onRepriced }: { result: AnalysisResult; onRepriced: (result: AnalysisResult) => void }) {
  const pricing = result.analysisData.pricing;
  const reprice = useRepriceAnalysis();
  const [industry, setIndustry] = useState<Industry>(pricing?.industry ?? 'general');
  const size = pricing?.businessSize ?? 'small';
  const [sale, setSale] = useState(String((pricing?.averageSaleCents ?? INDUSTRY_DEFAULTS.general.averageSaleCents) / 100));
  const [close, setClose] = useState(String(pricing?.closeRatePercent ?? INDUSTRY_DEFAULTS.general.closeRatePercent));
  const [margin, setMargin] = useState(
    String(pricing?.marginPercent ?? INDUSTRY_DEFAULTS[pricing?.industry ?? 'general'].marginPercent),
  );
  const [visitorsLow, setVisitorsLow] = useState(String(pricing?.visitorsLow ?? DEFAULT_VISITORS[size].low));
  const [visitorsHigh, setVisitorsHigh] = useState(String(pricing?.visitorsHigh ?? DEFAULT_VISITORS[size].high));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const saved = !!result.id;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!result.id) return;
    const parsed = roiInputsSchema.safeParse({
      industry,
      averageSaleCents: Math.round(numberOf(sale) * 100),
      closeRatePercent: numberOf(close),
      marginPercent: numberOf(margin),
      visitorsLow: numberOf(visitorsLow),
      visitorsHigh: numberOf(visitorsHigh),
    });
    const next: Partial<Record<Field, string>> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = FIELD_OF[String(issue.path[0])];
        if (field) next[field] ??= issue.message;
      }
    const [low, high] = [numberOf(visitorsLow), numberOf(visitorsHigh)];
    const rangeError = Number.isFinite(low) && Number.isFinite(high) ? visitorsRangeError(low, high) : null;
    if (rangeError) next.visitorsHigh ??= rangeError;
    if (!parsed.success || rangeError) {
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
    const { industry: savedIndustry, averageSaleCents, closeRatePercent, marginPercent } = pricing;
    reprice.mutate(
      {
        analysisId: result.id,
        inputs: {
          industry: savedIndustry,
          averageSaleCents,
          closeRatePercent,
          ...(marginPercent !== undefined ? { marginPercent } : {}),
          ...(pricing.visitorsLow !== undefined ? { visitorsLow: pricing.visitorsLow } : {}),
          ...(pricing.visitorsHigh !== undefined ? { visitorsHigh: pricing.visitorsHigh } : {}),
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
    setMargin(String(INDUSTRY_DEFAULTS[value].marginPercent));
  };

  const numberInputs = [
    {
      id: 'roi-visitors-low',
      label: 'Visitors a month, from',
      error: errors.visitorsLow,
      inputMode: 'numeric',
      value: visitorsLow,
      set: setVisitorsLow,
    },
    {
      id: 'roi-visitors-high',
      label: 'Visitors a month, to',
      error: errors.visitorsHigh,
      inputMode: 'numeric',
      value: visitorsHigh,
      set: setVisitorsHigh,
    },
    { id: 'roi-sale', label: 'Average sale ($)', error: errors.sale, inputMode: 'decimal', value: sale, set: setSale },
    { id: 'roi-close', label: 'Close rate (%)', error: errors.close, inputMode: 'numeric', value: close, set: setClose },
    { id: 'roi-margin', label: 'Margin (%)', error: errors.margin, inputMode: 'numeric', value: margin, set: setMargin },
  ] as const;
  const totalLow = pricing?.totalValueLowCents;
  const totalHigh = pricing?.totalValueHighCents;

  return (
    <Card className="p-4" role="region" aria-labelledby="roi-inputs-heading">
      <div className="flex items-start gap-2">
        <Calculator className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
        <div className="min-w-0">
          <h3 id="roi-inputs-heading" className="font-semibold">
            What a customer is worth to this business
          </h3>
          <p className="text-xs text-muted-foreground">
            Estimate = visitors a month × {pricing?.leadRatePercent ?? LEAD_RATE_PERCENT}% who get in touch × each fix’s expected
            lift × 12 months × close rate × average sale × margin; ROI is that against the first-year cost. The defaults are
            industry benchmarks: use the business’s own numbers where you know them.
            {pricing
              ? ` Sized as ${SIZE_LABELS[pricing.businessSize]}: up to ${formatMoney(pricing.monthlyBudget)} a month is offered.`
              : ''}
          </p>
        </div>
      </div>
      <form onSubmit={submit} noValidate className="mt-3 grid gap-3 sm:grid-cols-2 sm:items-end lg:grid-cols-3">
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
        <Button type="submit" variant="outline" className="justify-self-start" busy={reprice.isPending} disabled={!saved}>
          Re-price
        </Button>
      </form>
      {totalLow !== undefined && totalHigh !== undefined && totalHigh > 0 && (
        <p className="mt-2 text-sm" data-testid="roi-total-estimate">
          Estimated {dollarRange(totalLow, totalHigh)} a year in gross profit from the fixes shown (an estimate, capped).
        </p>
      )}
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
