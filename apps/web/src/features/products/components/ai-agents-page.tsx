import type { AiAgent } from '@proclub/contracts/products';
import { Bot } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { formatCount, nounFor, timeAgo } from '@/lib/format';
import { toastAction } from '@/lib/toast-action';
import { useAiAgents } from '../api/use-ai-agents';
import { useToggleAgent } from '../api/use-toggle-agent';
import { type ProductPage, ProductRecordsPage } from './product-records-page';

const runStatusLabels: Record<AiAgent['recentRuns'][number]['status'], string> = {
  running: 'Running',
  succeeded: 'Done',
  failed: 'Failed',
  skipped: 'Skipped',
};

/** Lead follow-up's wait (days after the prospect opened the proposal), saved on Save. */
function DaysSetting({ agent }: { agent: AiAgent }) {
  const toggle = useToggleAgent();
  const [days, setDays] = useState(String(agent.settings.days ?? ''));
  const id = `agent-${agent.key}-days`;
  const save = () =>
    toastAction(
      () => toggle.mutateAsync({ key: agent.key, enabled: agent.enabled, settings: { days: Number(days) } }),
      `${agent.name} waits ${days} ${days === '1' ? 'day' : 'days'}`,
      'Failed to update the agent',
    );
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-xs text-muted-foreground">
          Days to wait
        </label>
        <Input
          id={id}
          type="number"
          min={1}
          max={90}
          inputMode="numeric"
          className="w-24"
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
      </div>
      <Button type="submit" size="sm" variant="outline" disabled={toggle.isPending || days === String(agent.settings.days)}>
        Save
      </Button>
    </form>
  );
}

/** What the page says around its records. */
const page: ProductPage = {
  list: {
    label: 'AI agents',
    loading: 'Loading agents',
    layout: 'grid-2',
    blockHeight: 'h-36',
    emptyIcon: Bot,
    emptyMessage: 'No agents to show right now.',
  },
};

/** /products/ai-agents: the four automation rules (trigger → action), each on or off, with its recorded runs. */
export function AiAgentsPage() {
  const agents = useAiAgents();
  const toggle = useToggleAgent();

  const change = (key: string, name: string, enabled: boolean) =>
    toastAction(
      () => toggle.mutateAsync({ key, enabled }),
      `${name} ${enabled ? 'enabled' : 'disabled'}`,
      'Failed to update the agent',
    );

  return (
    <ProductRecordsPage product="ai-agents" page={page} list={agents}>
      {(agent) => {
        const switchId = `agent-${agent.key}`;
        return (
          <li
            key={agent.key}
            className="flex flex-col gap-3 rounded-lg border border-border bg-card p-5 shadow-sm"
            data-testid="agent-card"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="flex min-w-0 items-start gap-3">
                <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md bg-secondary text-secondary-foreground">
                  <Bot className="h-5 w-5" aria-hidden="true" />
                </span>
                <div className="min-w-0">
                  <h2 className="font-semibold">
                    <label htmlFor={switchId}>{agent.name}</label>
                  </h2>
                  <p className="text-sm text-muted-foreground">{agent.description}</p>
                  <p className="mt-1 text-sm">
                    <span className="font-medium">When:</span> {agent.trigger}
                  </p>
                  <p className="text-sm">
                    <span className="font-medium">Then:</span> {agent.action}
                  </p>
                </div>
              </div>
              <Switch
                id={switchId}
                checked={agent.enabled}
                onCheckedChange={(enabled) => change(agent.key, agent.name, enabled)}
              />
            </div>
            <dl className="mt-auto flex flex-wrap gap-x-6 gap-y-1 text-sm">
              <div className="flex gap-1">
                <dt className="text-muted-foreground">Status:</dt>
                <dd className={agent.enabled ? 'font-medium text-green-700 dark:text-green-400' : 'text-muted-foreground'}>
                  {agent.enabled ? 'On' : 'Off'}
                </dd>
              </div>
              <div className="flex gap-1">
                <dt className="text-muted-foreground">Triggered:</dt>
                <dd className="font-medium tabular-nums" data-testid="trigger-count">
                  {formatCount(agent.triggerCount)} {nounFor(agent.triggerCount, 'time')}
                </dd>
              </div>
              {agent.failedCount > 0 && (
                <div className="flex gap-1">
                  <dt className="text-muted-foreground">Failed:</dt>
                  <dd className="font-medium tabular-nums text-destructive">{formatCount(agent.failedCount)}</dd>
                </div>
              )}
              {agent.lastTriggeredAt && (
                <div className="flex gap-1">
                  <dt className="text-muted-foreground">Last:</dt>
                  <dd>{timeAgo(agent.lastTriggeredAt)}</dd>
                </div>
              )}
            </dl>
            {agent.settings.days !== undefined && <DaysSetting agent={agent} />}
            <details className="text-sm">
              <summary className="cursor-pointer text-muted-foreground">Run history</summary>
              {agent.recentRuns.length === 0 ? (
                <p className="mt-2 text-muted-foreground">No runs yet.</p>
              ) : (
                <ul className="mt-2 space-y-1" aria-label={`${agent.name} runs`}>
                  {agent.recentRuns.map((run) => (
                    <li key={run.id} className="break-words">
                      <span className="font-medium">{runStatusLabels[run.status]}</span> · {timeAgo(run.createdAt)} · {run.detail}
                    </li>
                  ))}
                </ul>
              )}
            </details>
          </li>
        );
      }}
    </ProductRecordsPage>
  );
}
