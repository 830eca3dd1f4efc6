import { zodResolver } from '@hookform/resolvers/zod';
import { industrySchema, WEBSITE_URL_MAX, websiteUrlSchema } from '@proclub/contracts/analysis';
import { Search } from 'lucide-react';
import { type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { IndustrySelect } from './industry-select';

const optionalWebsite = z.union([z.literal(''), websiteUrlSchema]);
const COMPETITOR_FIELDS = ['competitor1', 'competitor2', 'competitor3'] as const;

const formSchema = z.object({
  website: websiteUrlSchema,
  googleBusinessProfile: z.string().trim().max(WEBSITE_URL_MAX, 'Google Business Profile is too long'),
  industry: z.union([industrySchema, z.literal('')]),
  render: z.boolean(),
  competitor1: optionalWebsite,
  competitor2: optionalWebsite,
  competitor3: optionalWebsite,
});
export type AnalysisFormValues = z.infer<typeof formSchema>;

/** The competitor fields the user filled in, in order. */
export const competitorsOf = (values: AnalysisFormValues) =>
  COMPETITOR_FIELDS.map((field) => values[field].trim()).filter((value) => value !== '');

/** Website URL (required) and Google Business Profile (optional); the button is disabled while empty or busy. */
export function AnalysisForm({ busy, onAnalyze }: { busy: boolean; onAnalyze: (values: AnalysisFormValues) => void }) {
  const form = useForm<AnalysisFormValues>({
    resolver: zodResolver(formSchema) as Resolver<AnalysisFormValues>,
    defaultValues: {
      website: '',
      googleBusinessProfile: '',
      industry: '',
      render: false,
      competitor1: '',
      competitor2: '',
      competitor3: '',
    },
  });
  const website = form.watch('website');
  const errors = form.formState.errors;

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">Analyze a client’s website</h2>
        <CardDescription>
          We check SEO, local presence, speed, security and conversion, then price what would help.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={form.handleSubmit(onAnalyze)} noValidate className="space-y-4" aria-label="Website analysis">
          <FormField id="analysis-website" label="Website URL *" error={errors.website?.message}>
            <Input
              {...fieldControlProps('analysis-website', errors.website?.message)}
              placeholder="example.com"
              inputMode="url"
              autoComplete="url"
              aria-required="true"
              {...form.register('website')}
            />
          </FormField>
          <FormField
            id="analysis-gbp"
            label="Google Business Profile"
            error={errors.googleBusinessProfile?.message}
            hint="Optional: the business name or its Google Maps link, to compare with the site."
          >
            <Input
              {...fieldControlProps('analysis-gbp', errors.googleBusinessProfile?.message)}
              placeholder="Business name or URL"
              {...form.register('googleBusinessProfile')}
            />
          </FormField>
          <FormField
            id="analysis-industry"
            label="Industry"
            hint="Optional: prices the recommendations with your defaults for this kind of business."
          >
            <IndustrySelect id="analysis-industry" {...form.register('industry')}>
              <option value="">Choose later (general local business)</option>
            </IndustrySelect>
          </FormField>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Competitors</legend>
            <p id="analysis-competitors-hint" className="text-xs text-muted-foreground">
              Optional: up to three competitors’ websites. Each area is graded A–F against them.
            </p>
            <div className="grid gap-2 sm:grid-cols-3">
              {COMPETITOR_FIELDS.map((field, index) => {
                const error = errors[field]?.message;
                return (
                  <FormField key={field} id={`analysis-${field}`} label={`Competitor ${index + 1}`} error={error}>
                    <Input
                      {...fieldControlProps(`analysis-${field}`, error)}
                      placeholder="competitor.com"
                      inputMode="url"
                      {...form.register(field)}
                    />
                  </FormField>
                );
              })}
            </div>
          </fieldset>
          <div className="flex items-start gap-2">
            <input
              id="analysis-render"
              type="checkbox"
              className="mt-0.5 h-4 w-4 shrink-0 rounded border-input accent-primary"
              aria-describedby="analysis-render-hint"
              {...form.register('render')}
            />
            <div className="text-sm">
              <label htmlFor="analysis-render" className="font-medium">
                Render JavaScript
              </label>
              <p id="analysis-render-hint" className="text-xs text-muted-foreground">
                Run the page in a browser before checking it. Pages that build their content with JavaScript are rendered anyway;
                adds a few seconds.
              </p>
            </div>
          </div>
          <Button type="submit" disabled={busy || website.trim() === ''} className="w-full sm:w-auto">
            {busy ? <Spinner /> : <Search className="h-4 w-4" aria-hidden="true" />}
            {busy ? 'Analyzing Website...' : 'Analyze Website'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
