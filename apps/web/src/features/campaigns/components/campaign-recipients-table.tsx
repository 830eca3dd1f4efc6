import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ColumnHeadings } from '@/components/ui/column-headings';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { recipientsCsvUrl, useCampaignRecipients } from '../api/use-campaign-recipients';

/** The recipients with their status, searchable and paged, and the CSV export of all of them. */
export function CampaignRecipientsTable({ campaignId }: { campaignId: string }) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const recipients = useCampaignRecipients(campaignId, q.trim(), page);
  const data = recipients.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section aria-labelledby="recipients-heading" className="space-y-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h3 id="recipients-heading" className="text-sm font-medium">
          Recipients {data ? `(${data.total})` : ''}
        </h3>
        <a className="text-sm text-primary underline-offset-4 hover:underline" href={recipientsCsvUrl(campaignId)} download>
          Export CSV
        </a>
      </div>
      <div className="space-y-1">
        <Label htmlFor="recipient-search">Search recipients</Label>
        <Input
          id="recipient-search"
          type="search"
          value={q}
          onChange={(event) => {
            setQ(event.target.value);
            setPage(1);
          }}
        />
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <ColumnHeadings
              labels={['Recipient', 'Status', 'Opens', 'Clicks', 'Unsubscribed']}
              className="text-left text-xs text-muted-foreground"
              cellClassName={(column) => (column < 4 ? 'py-1 pr-2' : 'py-1')}
            />
          </thead>
          <tbody>
            {data?.items.map((row) => (
              <tr key={row.id} className="border-t border-border">
                <td className="py-1 pr-2">
                  {row.name} <span className="text-muted-foreground">{row.email}</span>
                </td>
                <td className="py-1 pr-2 capitalize">{row.status}</td>
                <td className="py-1 pr-2 tabular-nums">{row.opens}</td>
                <td className="py-1 pr-2 tabular-nums">{row.clicks}</td>
                <td className="py-1">{row.unsubscribed ? 'Yes' : 'No'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.items.length === 0 && <p className="py-2 text-sm text-muted-foreground">No recipients yet.</p>}
      </div>
      {pages > 1 && (
        <div className="flex items-center justify-end gap-2 text-sm">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </div>
      )}
    </section>
  );
}
