import type { AnalysisData } from '@proclub/contracts/analysis';
import { Building2 } from 'lucide-react';
import { Card } from '@/components/ui/card';

/** What the site says about the business (name, phone, street address, email), each with where it was read. */
export function BusinessFacts({ data }: { data: AnalysisData }) {
  const business = data.business;
  const rows: [string, string | null | undefined, string | null | undefined][] = [
    ['Business name', business?.name, business?.nameSource],
    ['Phone', business?.phone, business?.phoneSource],
    ['Street address', business?.address, business?.addressSource],
    ['Email', business?.email, business?.email ? (business.emailSource ?? 'page') : null],
  ];
  return (
    <Card className="p-4" role="region" aria-labelledby="facts-heading">
      <div className="flex items-center gap-2">
        <Building2 className="h-4 w-4 text-primary" aria-hidden="true" />
        <h3 id="facts-heading" className="font-semibold">
          Business facts found on the site
        </h3>
      </div>
      {!business ? (
        <p className="mt-2 text-sm text-muted-foreground">This analysis was made before business facts were read.</p>
      ) : (
        <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
          {rows.map(([label, value, source]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="min-w-0 break-words" data-testid={`fact-${label}`}>
                {value ? (
                  <>
                    {value}
                    {source && <span className="ml-2 text-xs text-muted-foreground">(from {source})</span>}
                  </>
                ) : (
                  <span className="text-muted-foreground">Not found</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
