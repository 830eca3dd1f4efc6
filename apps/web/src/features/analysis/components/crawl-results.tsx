import type { CrawlData, CrawlPage } from '@proclub/contracts/analysis';
import { AlertTriangle, CheckCircle2, Files } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { HeadCell, ScrollTable } from '@/components/ui/scroll-table';
import { countOf } from '@/lib/format';

const pathOf = (url: string) => {
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return url;
  }
};
const sourceLabels: Record<CrawlPage['source'], string> = {
  home: 'Homepage',
  navigation: 'Menu',
  link: 'Link',
  sitemap: 'Sitemap',
};

function StatusCell({ page }: { page: CrawlPage }) {
  if (page.status === 0) return <span className="text-destructive">Unreachable</span>;
  if (page.status >= 400) return <span className="text-destructive">HTTP {page.status}</span>;
  return <span>{page.status}</span>;
}

/** One roll-up line: a pass (green) or the problem with its pages. */
function RollUp({ ok, label, children }: { ok: boolean; label: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-2">
      {ok ? (
        <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-green-600" aria-hidden="true" />
      ) : (
        <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-yellow-600" aria-hidden="true" />
      )}
      <div className="min-w-0">
        <span className="font-medium">
          <span className="sr-only">{ok ? 'Passed: ' : 'Problem: '}</span>
          {label}
        </span>
        <div className="break-words text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

/** The small crawl: pages read (table) and the site-level roll-ups (duplicates, broken links, NAP). */
export function CrawlResults({ crawl }: { crawl: CrawlData | undefined }) {
  if (!crawl) return null;
  const others = crawl.pages.length - 1;
  const { nap } = crawl;
  return (
    <Card className="space-y-4 p-4" role="region" aria-labelledby="crawl-heading">
      <div className="flex flex-wrap items-center gap-2">
        <Files className="h-4 w-4 text-primary" aria-hidden="true" />
        <h3 id="crawl-heading" className="font-semibold">
          Pages of the site
        </h3>
        <span className="text-xs text-muted-foreground" data-testid="crawl-meta">
          {countOf(crawl.pages.length, 'page')} read in {(crawl.elapsedMs / 1000).toFixed(1)} s (up to {crawl.limit} besides the
          homepage)
          {crawl.robotsSkipped > 0 ? ` · ${countOf(crawl.robotsSkipped, 'page')} left out by robots.txt` : ''}
          {crawl.budgetSkipped > 0 ? ` · ${countOf(crawl.budgetSkipped, 'page')} not read in time` : ''}
        </span>
      </div>
      {others === 0 ? (
        <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground" data-testid="crawl-empty">
          No other pages of this site were found in its menu, homepage links or sitemap, so only the homepage was read.
        </p>
      ) : (
        <>
          <ul className="space-y-2 text-sm" aria-label="Site findings">
            <RollUp ok={crawl.duplicateTitles.length === 0} label="Page titles">
              {crawl.duplicateTitles.length === 0
                ? 'Every page read has its own title.'
                : crawl.duplicateTitles.map((group) => (
                    <p key={group.value}>
                      “{group.value}” on {group.urls.map(pathOf).join(', ')}
                    </p>
                  ))}
            </RollUp>
            <RollUp ok={crawl.duplicateDescriptions.length === 0} label="Meta descriptions">
              {crawl.duplicateDescriptions.length === 0
                ? 'No description is repeated.'
                : crawl.duplicateDescriptions.map((group) => (
                    <p key={group.value}>Same description on {group.urls.map(pathOf).join(', ')}</p>
                  ))}
            </RollUp>
            <RollUp ok={crawl.brokenLinks.length === 0} label="Internal links">
              {crawl.brokenLinks.length === 0
                ? `All ${countOf(crawl.linksChecked, 'internal link')} checked work.`
                : crawl.brokenLinks.map((link) => (
                    <p key={link.url}>
                      {pathOf(link.url)} answers HTTP {link.status} (linked from {link.foundOn.map(pathOf).join(', ')})
                    </p>
                  ))}
            </RollUp>
            <RollUp ok={nap.consistent} label="Name, address and phone">
              {nap.phones.length + nap.addresses.length === 0
                ? 'No page states a phone or street address.'
                : nap.consistent
                  ? `The pages agree${nap.phones[0] ? ` on ${nap.phones[0].value}` : ''}${nap.addresses[0] ? `${nap.phones[0] ? ' and' : ' on'} ${nap.addresses[0].value}` : ''}.`
                  : [...(nap.phones.length > 1 ? nap.phones : []), ...(nap.addresses.length > 1 ? nap.addresses : [])].map(
                      (group) => (
                        <p key={group.value}>
                          {group.value} on {group.urls.map(pathOf).join(', ')}
                        </p>
                      ),
                    )}
            </RollUp>
          </ul>
          <ScrollTable
            label="Pages read"
            caption="Pages read, with their status, title, words, phone and findings"
            minWidth="min-w-[40rem]"
            head={
              <>
                <HeadCell>Page</HeadCell>
                <HeadCell>Status</HeadCell>
                <HeadCell>Title</HeadCell>
                <HeadCell numeric>Words</HeadCell>
                <HeadCell>Phone</HeadCell>
                <HeadCell>Findings</HeadCell>
              </>
            }
          >
            {crawl.pages.map((page) => (
              <tr key={page.url} className="border-t border-border align-top" data-testid="crawl-page">
                <th scope="row" className="px-3 py-2 font-normal">
                  <span className="break-all">{pathOf(page.url)}</span>
                  <Badge variant="plain" className="ml-2 bg-muted text-foreground">
                    {sourceLabels[page.source]}
                  </Badge>
                </th>
                <td className="px-3 py-2">
                  <StatusCell page={page} />
                </td>
                <td className="px-3 py-2">{page.title ?? <span className="text-muted-foreground">None</span>}</td>
                <td className="px-3 py-2 text-right tabular-nums">{page.words}</td>
                <td className="px-3 py-2 whitespace-nowrap">{page.phone ?? <span className="text-muted-foreground">—</span>}</td>
                <td className="px-3 py-2">
                  {page.error ? (
                    <span className="text-destructive">Could not be read: {page.error}</span>
                  ) : page.findings.length === 0 ? (
                    <span className="text-muted-foreground">None</span>
                  ) : (
                    <ul className="space-y-0.5">
                      {page.findings.map((finding) => (
                        <li key={finding.id} title={finding.evidence}>
                          <span className="sr-only">{finding.status === 'fail' ? 'Failed' : 'Warning'}: </span>
                          {finding.label}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </ScrollTable>
        </>
      )}
    </Card>
  );
}
