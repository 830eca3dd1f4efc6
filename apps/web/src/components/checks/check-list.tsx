import { CHECK_GROUPS, type CheckResult, checkGroupLabels } from '@proclub/contracts/analysis';
import { ChevronRight } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { checkStatusColors, checkStatusLabels } from './check-status';

/** Every check by group; each opens to show its evidence (what was found) and what good looks like. */
export function CheckList({ checks }: { checks: CheckResult[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>All checks ({checks.length})</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        {CHECK_GROUPS.map((group) => {
          const inGroup = checks.filter((check) => check.group === group);
          if (inGroup.length === 0) return null;
          return (
            <section key={group} aria-labelledby={`group-${group}`}>
              <h3 id={`group-${group}`} className="mb-2 text-sm font-semibold text-muted-foreground">
                {checkGroupLabels[group]}
              </h3>
              <ul className="divide-y divide-border rounded-md border border-border">
                {inGroup.map((check) => (
                  <li key={check.id}>
                    <details className="group" data-testid={`check-${check.id}`}>
                      <summary className="flex cursor-pointer list-none items-center gap-3 px-3 py-2 text-sm [&::-webkit-details-marker]:hidden">
                        <ChevronRight className="h-4 w-4 shrink-0 transition-transform group-open:rotate-90" aria-hidden="true" />
                        <span className="min-w-0 flex-1">{check.label}</span>
                        <Badge variant="plain" className={checkStatusColors[check.status]} data-status={check.status}>
                          {checkStatusLabels[check.status]}
                        </Badge>
                      </summary>
                      <div className="space-y-1 px-10 pb-3 text-sm">
                        <p className="break-words">
                          <span className="font-medium">Found: </span>
                          {check.evidence}
                        </p>
                        <p className="text-muted-foreground">{check.advice}</p>
                      </div>
                    </details>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </CardContent>
    </Card>
  );
}
