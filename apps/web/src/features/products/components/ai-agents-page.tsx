import { Bot } from 'lucide-react';
import { toast } from 'sonner';
import { EmptyState } from '@/components/ui/empty-state';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-client';
import { formatCount, timeAgo } from '@/lib/format';
import { useAiAgents } from '../api/use-ai-agents';
import { useToggleAgent } from '../api/use-toggle-agent';
import { ListSkeleton } from './list-skeleton';
import { ProductShell } from './product-shell';

/** /products/ai-agents: four agents with an on/off switch that persists, and how often each was triggered. */
export function AiAgentsPage() {
  const agents = useAiAgents();
  const toggle = useToggleAgent();

  const change = async (key: string, name: string, enabled: boolean) => {
    try {
      await toggle.mutateAsync({ key, enabled });
      toast.success(`${name} ${enabled ? 'enabled' : 'disabled'}`);
    } catch (failure) {
      toast.error(errorMessage(failure, 'Failed to update the agent'));
    }
  };

  return (
    <ProductShell product="ai-agents">
      {agents.isPending ? (
        <ListSkeleton label="Loading agents" className="grid gap-4 md:grid-cols-2" count={2} itemClassName="h-36" />
      ) : agents.items.length === 0 ? (
        <EmptyState icon={Bot} message="No agents to show right now." />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="AI agents">
          {agents.items.map((agent) => {
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
                      {formatCount(agent.triggerCount)} {agent.triggerCount === 1 ? 'time' : 'times'}
                    </dd>
                  </div>
                  {agent.lastTriggeredAt && (
                    <div className="flex gap-1">
                      <dt className="text-muted-foreground">Last:</dt>
                      <dd>{timeAgo(agent.lastTriggeredAt)}</dd>
                    </div>
                  )}
                </dl>
              </li>
            );
          })}
        </ul>
      )}
    </ProductShell>
  );
}
