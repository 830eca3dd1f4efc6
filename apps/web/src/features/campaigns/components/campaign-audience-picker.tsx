import {
  AUDIENCE_ENGAGEMENTS,
  AUDIENCE_KINDS,
  type AudienceEngagement,
  type CampaignAudience,
} from '@proclub/contracts/campaigns';
import { CLIENT_STATUSES } from '@proclub/contracts/crm';
import { useState } from 'react';
import { useClientOptions } from '@/components/pickers/client-options';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { countOf, formatCount } from '@/lib/format';
import { useAudienceCount } from '../api/use-audience-count';

const KIND_LABELS: Record<CampaignAudience['kind'], string> = {
  status: 'By status',
  tag: 'By tag',
  clients: 'Hand-picked',
  all: 'All clients',
};
const ENGAGEMENT_LABELS: Record<AudienceEngagement, string> = {
  any: 'Anyone',
  opened_last: 'Opened the last campaign',
  clicked_last: 'Clicked the last campaign',
  never_opened: 'Never opened any campaign',
};

export const hasChoice = (audience: CampaignAudience) =>
  audience.kind === 'all' ||
  (audience.kind === 'status' ? audience.statuses : audience.kind === 'tag' ? audience.tags : audience.clientIds).length > 0;

/**
 * Who gets the campaign: by client status, by tag, hand-picked or everyone, narrowed by engagement (opened or
 * clicked the last campaign, never opened one); the server counts them live, with who is left out and why.
 */
export function CampaignAudiencePicker({
  audience,
  onChange,
}: {
  audience: CampaignAudience;
  onChange: (audience: CampaignAudience) => void;
}) {
  const [search, setSearch] = useState('');
  const options = useClientOptions(search);
  const count = useAudienceCount(audience, hasChoice(audience));
  const toggle = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((item) => item !== value) : [...list, value]);
  const excluded = count.data?.excluded;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">Audience</legend>
      <div className="flex flex-wrap gap-4" role="radiogroup" aria-label="Choose recipients">
        {AUDIENCE_KINDS.map((kind) => (
          <label key={kind} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="audience-kind"
              checked={audience.kind === kind}
              onChange={() => onChange({ ...audience, kind })}
            />
            {KIND_LABELS[kind]}
          </label>
        ))}
      </div>
      {audience.kind === 'status' && (
        <div className="flex flex-wrap gap-4">
          {CLIENT_STATUSES.map((status) => (
            <label key={status} className="flex items-center gap-2 text-sm capitalize">
              <input
                type="checkbox"
                checked={audience.statuses.includes(status)}
                onChange={() => onChange({ ...audience, statuses: toggle(audience.statuses, status) })}
              />
              {status} clients
            </label>
          ))}
        </div>
      )}
      {audience.kind === 'tag' && (
        <div className="space-y-1">
          <Label htmlFor="audience-tags">Tags (comma-separated)</Label>
          <Input
            id="audience-tags"
            defaultValue={audience.tags.join(', ')}
            onChange={(event) =>
              onChange({
                ...audience,
                tags: event.target.value
                  .split(',')
                  .map((tag) => tag.trim().toLowerCase())
                  .filter(Boolean),
              })
            }
          />
        </div>
      )}
      {audience.kind === 'clients' && (
        <div className="space-y-2">
          <Label htmlFor="audience-search">Find clients</Label>
          <Input id="audience-search" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          <ul className="max-h-40 space-y-1 overflow-y-auto rounded-md border border-border p-2" aria-label="Clients">
            {(options.data ?? []).map((client) => (
              <li key={client.id}>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={audience.clientIds.includes(client.id)}
                    onChange={() => onChange({ ...audience, clientIds: toggle(audience.clientIds, client.id) })}
                  />
                  {client.name} <span className="text-muted-foreground">{client.email}</span>
                </label>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="space-y-1">
        <Label htmlFor="audience-engagement">Engagement</Label>
        <select
          id="audience-engagement"
          className="h-9 w-full rounded-md border border-input bg-background px-3 text-sm"
          value={audience.engagement ?? 'any'}
          onChange={(event) => onChange({ ...audience, engagement: event.target.value as AudienceEngagement })}
        >
          {AUDIENCE_ENGAGEMENTS.map((engagement) => (
            <option key={engagement} value={engagement}>
              {ENGAGEMENT_LABELS[engagement]}
            </option>
          ))}
        </select>
      </div>
      <p className="text-sm" role="status" data-testid="audience-count">
        {!hasChoice(audience)
          ? 'Choose who should receive this campaign.'
          : count.data
            ? countOf(count.data.included, 'recipient') +
              (excluded && excluded.noEmail + excluded.unsubscribed + excluded.bounced > 0
                ? ` · left out: ${formatCount(excluded.noEmail)} without email, ${formatCount(excluded.unsubscribed)} unsubscribed, ${formatCount(excluded.bounced)} bounced`
                : '')
            : 'Counting…'}
      </p>
    </fieldset>
  );
}
