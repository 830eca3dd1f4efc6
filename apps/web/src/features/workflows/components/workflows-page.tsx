import { PROJECT_STATUSES } from '@proclub/contracts/crm';
import { ONBOARDING_TEMPLATES } from '@proclub/contracts/hub';
import {
  CONDITION_FIELDS,
  CONDITION_OPERATORS,
  DOMAIN_EVENT_TYPES,
  domainEventLabels,
  STEP_KINDS,
  type StepKind,
  stepKindLabels,
  type WorkflowDefinition,
  type WorkflowDetail,
  type WorkflowRun,
  type WorkflowStep,
  type WorkflowTrigger,
} from '@proclub/contracts/workflows';
import { ArrowDown, ArrowUp, GitBranch, Trash2, Workflow as WorkflowIcon } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiClientError } from '@/lib/api-client';
import { toastAction } from '@/lib/toast-action';
import {
  useRunActions,
  useTestClients,
  useTestRun,
  useWebhookDeliveries,
  useWorkflow,
  useWorkflowActions,
  useWorkflowRuns,
  useWorkflows,
  useWorkflowTemplates,
} from '../api/use-workflows';

const newId = () => Math.random().toString(36).slice(2, 10);

function blankStep(kind: StepKind): WorkflowStep {
  switch (kind) {
    case 'wait':
      return { id: newId(), kind, mode: 'duration', seconds: 86_400 };
    case 'email':
      return { id: newId(), kind, to: 'client', subject: '', body: '' };
    case 'branch':
      return {
        id: newId(),
        kind,
        condition: { match: 'all', clauses: [{ field: 'proposal.status', op: 'equals', value: '' }] },
        thenSteps: [],
        elseSteps: [],
      };
    case 'tag':
      return { id: newId(), kind, op: 'add', tag: '' };
    case 'task':
      return { id: newId(), kind, title: '', memberId: 'assignee', priority: 'normal', dueInDays: 1 };
    case 'notify':
      return { id: newId(), kind, memberId: 'assignee', message: '' };
    default:
      return { id: newId(), kind };
  }
}

/** /products/ai-agents → Workflows: the agency's own automations (list, templates, builder, runs, test run). */
export function WorkflowsPage() {
  const workflows = useWorkflows();
  const templates = useWorkflowTemplates();
  const actions = useWorkflowActions();
  const [selected, setSelected] = useState<string | null>(null);

  const createBlank = () =>
    toastAction(
      async () => {
        const created = await actions.create.mutateAsync({
          name: 'New workflow',
          definition: { trigger: { type: 'event', event: 'proposal.viewed' }, steps: [] },
        });
        setSelected(created.id);
      },
      'Workflow created',
      'Failed to create the workflow',
    );

  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-6 [overflow-wrap:anywhere]">
      <title>Workflows · ProClub</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Workflows</h1>
        <Button onClick={createBlank} busy={actions.create.isPending}>
          New workflow
        </Button>
      </div>
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <aside className="min-w-0 space-y-4" aria-label="Your workflows">
          {workflows.isPending ? (
            <div role="status" aria-label="Loading workflows" className="space-y-2">
              <Skeleton className="h-14" />
              <Skeleton className="h-14" />
            </div>
          ) : workflows.isError ? (
            <ErrorState message="Failed to load workflows" onRetry={() => workflows.refetch()} />
          ) : workflows.data.length === 0 ? (
            <EmptyState icon={WorkflowIcon} message="No workflows yet. Start from a template or build your own." />
          ) : (
            <ul className="space-y-2">
              {workflows.data.map((workflow) => (
                <li key={workflow.id}>
                  <button
                    type="button"
                    onClick={() => setSelected(workflow.id)}
                    aria-current={selected === workflow.id ? 'true' : undefined}
                    className="w-full rounded-md border p-3 text-left hover:bg-accent aria-[current=true]:border-primary"
                  >
                    <span className="block font-medium">{workflow.name}</span>
                    <span className="text-sm text-muted-foreground">
                      {workflow.status === 'active'
                        ? `Published v${workflow.publishedVersion}`
                        : workflow.status === 'paused'
                          ? 'Paused'
                          : 'Draft'}
                      {workflow.hasUnpublishedChanges && workflow.publishedVersion !== null ? ' · unpublished changes' : ''} ·{' '}
                      {workflow.runCount} runs
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <section aria-labelledby="templates-heading" className="space-y-2">
            <h2 id="templates-heading" className="text-sm font-semibold">
              Templates
            </h2>
            {templates.data?.map((template) => (
              <Card key={template.key} className="space-y-2 p-3">
                <p className="font-medium">{template.name}</p>
                <p className="text-sm text-muted-foreground">{template.description}</p>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Use the ${template.name} template`}
                  onClick={() =>
                    toastAction(
                      async () => setSelected((await actions.fromTemplate.mutateAsync(template.key)).id),
                      `${template.name} added as a draft`,
                      'Failed to add the template',
                    )
                  }
                >
                  Use template
                </Button>
              </Card>
            ))}
          </section>
        </aside>
        {selected ? (
          <WorkflowEditor key={selected} id={selected} onDeleted={() => setSelected(null)} />
        ) : (
          <EmptyState icon={WorkflowIcon} message="Choose a workflow to edit it, see its runs and test it." />
        )}
      </div>
    </main>
  );
}

function WorkflowEditor({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const workflow = useWorkflow(id);
  if (workflow.isPending)
    return (
      <div role="status" aria-label="Loading the workflow" className="space-y-2">
        <Skeleton className="h-24" />
        <Skeleton className="h-40" />
      </div>
    );
  if (workflow.isError) return <ErrorState message="Failed to load the workflow" onRetry={() => workflow.refetch()} />;
  return <Builder workflow={workflow.data} onDeleted={onDeleted} />;
}

function Builder({ workflow, onDeleted }: { workflow: WorkflowDetail; onDeleted: () => void }) {
  const actions = useWorkflowActions();
  const [name, setName] = useState(workflow.name);
  const [definition, setDefinition] = useState<WorkflowDefinition>(workflow.definition);
  const [problem, setProblem] = useState<string | null>(null);
  const nameId = useId();
  const edit = (next: WorkflowDefinition) => {
    setProblem(null);
    setDefinition(next);
  };

  const save = () => actions.save.mutateAsync({ id: workflow.id, body: { name, definition } });
  const publish = async () => {
    setProblem(null);
    try {
      await save();
      await actions.publish.mutateAsync(workflow.id);
      return true;
    } catch (error) {
      setProblem(error instanceof ApiClientError ? error.message : 'Publishing failed');
      throw error;
    }
  };

  return (
    <div className="min-w-0 space-y-6">
      <Card className="space-y-4 p-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 space-y-1">
            <label htmlFor={nameId} className="text-sm font-medium">
              Name
            </label>
            <Input id={nameId} value={name} maxLength={120} onChange={(event) => setName(event.target.value)} />
          </div>
          <Button
            variant="outline"
            onClick={() => toastAction(save, 'Draft saved', 'Failed to save the draft')}
            busy={actions.save.isPending}
          >
            Save draft
          </Button>
          <Button
            onClick={() => toastAction(publish, 'Workflow published', 'Failed to publish')}
            busy={actions.publish.isPending}
          >
            Publish
          </Button>
          {workflow.status === 'active' ? (
            <Button
              variant="outline"
              onClick={() => toastAction(() => actions.pause.mutateAsync(workflow.id), 'Workflow paused', 'Failed to pause')}
            >
              Pause
            </Button>
          ) : workflow.publishedVersion !== null ? (
            <Button
              variant="outline"
              onClick={() => toastAction(() => actions.resume.mutateAsync(workflow.id), 'Workflow resumed', 'Failed to resume')}
            >
              Resume
            </Button>
          ) : null}
          <Button
            variant="ghost"
            aria-label="Delete workflow"
            onClick={() =>
              toastAction(
                async () => {
                  await actions.remove.mutateAsync(workflow.id);
                  onDeleted();
                },
                'Workflow deleted',
                'Failed to delete',
              )
            }
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">
          {workflow.publishedVersion === null ? 'Draft — not published yet' : `Published version ${workflow.publishedVersion}`}
          {workflow.hasUnpublishedChanges && workflow.publishedVersion !== null ? ' · the draft has unpublished changes' : ''}
        </p>
        {problem ? (
          <p role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
            {problem}
          </p>
        ) : null}
        <TriggerEditor trigger={definition.trigger} onChange={(trigger) => edit({ ...definition, trigger })} />
        <section aria-label="Steps" className="space-y-2">
          <h2 className="font-semibold">Steps</h2>
          <StepList steps={definition.steps} path="steps" onChange={(steps) => edit({ ...definition, steps })} />
        </section>
      </Card>
      <TestRunPanel workflowId={workflow.id} />
      <RunsPanel workflowId={workflow.id} />
      {workflow.versions.length > 0 ? (
        <section aria-labelledby="versions-heading" className="space-y-2">
          <h2 id="versions-heading" className="font-semibold">
            Versions
          </h2>
          <ul className="space-y-1 text-sm">
            {workflow.versions.map((version) => (
              <li key={version.version}>
                Version {version.version} · published {new Date(version.publishedAt).toLocaleString()} ·{' '}
                {version.definition.steps.length} steps
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function TriggerEditor({ trigger, onChange }: { trigger: WorkflowTrigger; onChange: (trigger: WorkflowTrigger) => void }) {
  const id = useId();
  return (
    <fieldset className="space-y-2 rounded-md border p-3">
      <legend className="px-1 text-sm font-semibold">Trigger</legend>
      <div className="flex flex-wrap gap-2">
        <NativeSelect
          aria-label="Trigger type"
          value={trigger.type}
          onChange={(event) => {
            const type = event.target.value;
            onChange(
              type === 'schedule'
                ? { type: 'schedule', cron: '0 9 * * 1', timezone: 'UTC' }
                : type === 'date'
                  ? { type: 'date', field: 'project.deadline', offsetDays: -3 }
                  : { type: 'event', event: 'proposal.viewed' },
            );
          }}
        >
          <option value="event">When something happens</option>
          <option value="schedule">On a schedule</option>
          <option value="date">Relative to a project deadline</option>
        </NativeSelect>
        {trigger.type === 'event' ? (
          <>
            <NativeSelect
              aria-label="Event"
              value={trigger.event}
              onChange={(event) => onChange({ ...trigger, event: event.target.value as typeof trigger.event })}
            >
              {DOMAIN_EVENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {domainEventLabels[type]}
                </option>
              ))}
            </NativeSelect>
            {trigger.event === 'client.tagged' ? (
              <Input
                aria-label="Only this tag (optional)"
                placeholder="Any tag"
                value={trigger.tag ?? ''}
                onChange={(event) => onChange({ ...trigger, tag: event.target.value || undefined })}
              />
            ) : null}
            {trigger.event === 'project.status_changed' ? (
              <NativeSelect
                aria-label="To status"
                value={trigger.status ?? ''}
                onChange={(event) => onChange({ ...trigger, status: event.target.value || undefined })}
              >
                <option value="">Any status</option>
                {PROJECT_STATUSES.map((status) => (
                  <option key={status}>{status}</option>
                ))}
              </NativeSelect>
            ) : null}
            {trigger.event === 'audit.score_changed' ? (
              <Input
                aria-label="Change of at least (points, negative for a drop)"
                type="number"
                value={trigger.minChange ?? ''}
                onChange={(event) =>
                  onChange({ ...trigger, minChange: event.target.value === '' ? undefined : Number(event.target.value) })
                }
              />
            ) : null}
          </>
        ) : trigger.type === 'schedule' ? (
          <Input
            aria-label="Cron schedule"
            id={id}
            value={trigger.cron}
            onChange={(event) => onChange({ ...trigger, cron: event.target.value })}
          />
        ) : (
          <Input
            aria-label="Days from the deadline (negative: before)"
            type="number"
            value={trigger.offsetDays}
            onChange={(event) => onChange({ ...trigger, offsetDays: Number(event.target.value) })}
          />
        )}
      </div>
    </fieldset>
  );
}

function StepList({ steps, path, onChange }: { steps: WorkflowStep[]; path: string; onChange: (steps: WorkflowStep[]) => void }) {
  const [dragged, setDragged] = useState<number | null>(null);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= steps.length || from === to) return;
    const next = [...steps];
    const [step] = next.splice(from, 1);
    next.splice(to, 0, step);
    onChange(next);
  };
  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    event.stopPropagation();
    if (dragged !== null) move(dragged, index);
    setDragged(null);
  };
  return (
    <div className="space-y-2">
      {steps.length === 0 ? <p className="text-sm text-muted-foreground">No steps yet.</p> : null}
      <ol className="space-y-2">
        {steps.map((step, index) => (
          <li
            key={step.id}
            draggable
            onDragStart={(event) => {
              event.stopPropagation();
              setDragged(index);
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => onDrop(event, index)}
            className="rounded-md border bg-background p-3"
            aria-label={`Step ${index + 1}: ${stepKindLabels[step.kind]}`}
          >
            <div className="mb-2 flex flex-wrap items-center gap-2">
              <span className="font-medium">
                {index + 1}. {stepKindLabels[step.kind]}
              </span>
              <code className="text-xs text-muted-foreground">{`${path}[${index}]`}</code>
              <span className="ml-auto flex gap-1">
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Move step ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUp className="size-4" aria-hidden />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Move step ${index + 1} down`}
                  disabled={index === steps.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDown className="size-4" aria-hidden />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Remove step ${index + 1}`}
                  onClick={() => onChange(steps.filter((_, at) => at !== index))}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </span>
            </div>
            <StepFields
              step={step}
              path={`${path}[${index}]`}
              onChange={(next) => onChange(steps.map((item, at) => (at === index ? next : item)))}
            />
          </li>
        ))}
      </ol>
      <NativeSelect
        aria-label={`Add a step to ${path}`}
        value=""
        onChange={(event) => {
          if (event.target.value) onChange([...steps, blankStep(event.target.value as StepKind)]);
        }}
      >
        <option value="">+ Add a step…</option>
        {STEP_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {stepKindLabels[kind]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

const DURATIONS: [string, number][] = [
  ['minutes', 60],
  ['hours', 3600],
  ['days', 86_400],
];

function StepFields({ step, path, onChange }: { step: WorkflowStep; path: string; onChange: (step: WorkflowStep) => void }) {
  const set = (patch: Partial<WorkflowStep>) => onChange({ ...step, ...patch });
  const text = (label: string, key: 'subject' | 'title' | 'tag' | 'url' | 'message', placeholder?: string) => (
    <Input
      aria-label={label}
      placeholder={placeholder ?? label}
      value={(step[key] as string | undefined) ?? ''}
      onChange={(event) => set({ [key]: event.target.value })}
    />
  );
  switch (step.kind) {
    case 'wait': {
      const unit =
        DURATIONS.slice()
          .reverse()
          .find(([, seconds]) => (step.seconds ?? 0) % seconds === 0)?.[1] ?? 60;
      return (
        <div className="flex flex-wrap gap-2">
          <NativeSelect
            aria-label="Wait for"
            value={step.mode ?? 'duration'}
            onChange={(event) => set({ mode: event.target.value as WorkflowStep['mode'] })}
          >
            <option value="duration">A duration</option>
            <option value="until">Until a date</option>
            <option value="condition">Until a condition holds</option>
          </NativeSelect>
          {step.mode === 'until' ? (
            <Input
              aria-label="Until"
              type="datetime-local"
              value={step.until?.slice(0, 16) ?? ''}
              onChange={(event) => set({ until: new Date(event.target.value).toISOString() })}
            />
          ) : (
            <>
              <Input
                aria-label={step.mode === 'condition' ? 'Time-out' : 'Duration'}
                type="number"
                className="w-24"
                value={((step.mode === 'condition' ? step.timeoutSeconds : step.seconds) ?? 0) / unit}
                onChange={(event) =>
                  set(
                    step.mode === 'condition'
                      ? { timeoutSeconds: Number(event.target.value) * unit }
                      : { seconds: Number(event.target.value) * unit },
                  )
                }
              />
              <NativeSelect
                aria-label="Unit"
                value={unit}
                onChange={(event) => {
                  const value = ((step.mode === 'condition' ? step.timeoutSeconds : step.seconds) ?? 0) / unit;
                  const seconds = value * Number(event.target.value);
                  set(step.mode === 'condition' ? { timeoutSeconds: seconds } : { seconds });
                }}
              >
                {DURATIONS.map(([label, seconds]) => (
                  <option key={label} value={seconds}>
                    {label}
                  </option>
                ))}
              </NativeSelect>
            </>
          )}
          {step.mode === 'condition' ? <ConditionEditor step={step} onChange={onChange} /> : null}
        </div>
      );
    }
    case 'email':
      return (
        <div className="space-y-2">
          <NativeSelect
            aria-label="To"
            value={step.to ?? 'client'}
            onChange={(event) => set({ to: event.target.value as 'client' | 'assignee' })}
          >
            <option value="client">The client</option>
            <option value="assignee">The client's assignee</option>
          </NativeSelect>
          {text('Subject', 'subject')}
          <Textarea
            aria-label="Message"
            placeholder="Hi {{client.name}}, …"
            value={step.body ?? ''}
            onChange={(event) => set({ body: event.target.value })}
          />
          <p className="text-xs text-muted-foreground">
            Merge fields: {'{{client.name}} {{project.title}} {{proposal.title}} {{proposal.link}} {{workspace.name}}'}
          </p>
        </div>
      );
    case 'task':
      return (
        <div className="flex flex-wrap gap-2">
          {text('Task title', 'title')}
          <NativeSelect
            aria-label="Priority"
            value={step.priority ?? 'normal'}
            onChange={(event) => set({ priority: event.target.value as 'low' | 'normal' | 'high' })}
          >
            <option value="low">Low</option>
            <option value="normal">Normal</option>
            <option value="high">High</option>
          </NativeSelect>
          <Input
            aria-label="Due in days"
            type="number"
            className="w-24"
            value={step.dueInDays ?? ''}
            onChange={(event) => set({ dueInDays: event.target.value === '' ? undefined : Number(event.target.value) })}
          />
        </div>
      );
    case 'notify':
      return <div className="space-y-2">{text('Notice', 'message', 'Message for the client’s assignee')}</div>;
    case 'tag':
      return (
        <div className="flex flex-wrap gap-2">
          <NativeSelect
            aria-label="Add or remove"
            value={step.op ?? 'add'}
            onChange={(event) => set({ op: event.target.value as 'add' | 'remove' })}
          >
            <option value="add">Add</option>
            <option value="remove">Remove</option>
          </NativeSelect>
          {text('Tag', 'tag')}
        </div>
      );
    case 'project_status':
      return (
        <NativeSelect aria-label="New status" value={step.status ?? ''} onChange={(event) => set({ status: event.target.value })}>
          <option value="">Choose a status</option>
          {PROJECT_STATUSES.map((status) => (
            <option key={status}>{status}</option>
          ))}
        </NativeSelect>
      );
    case 'onboarding':
    case 'project_from_template':
      return (
        <NativeSelect
          aria-label="Template"
          value={step.templateId ?? ''}
          onChange={(event) => set({ templateId: event.target.value })}
        >
          <option value="">Choose a template</option>
          {ONBOARDING_TEMPLATES.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
        </NativeSelect>
      );
    case 'webhook':
      return (
        <div className="space-y-1">
          {text('Webhook URL', 'url', 'https://example.com/hooks/proclub')}
          <p className="text-xs text-muted-foreground">
            JSON, signed with HMAC-SHA256 (X-ProClub-Signature), retried with backoff.
          </p>
        </div>
      );
    case 'branch':
      return (
        <div className="space-y-3">
          <ConditionEditor step={step} onChange={onChange} />
          <div className="space-y-2 border-l-2 border-green-600 pl-3">
            <p className="flex items-center gap-1 text-sm font-semibold">
              <GitBranch className="size-4" aria-hidden /> Then
            </p>
            <StepList steps={step.thenSteps ?? []} path={`${path}.then`} onChange={(then) => set({ thenSteps: then })} />
          </div>
          <div className="space-y-2 border-l-2 border-zinc-400 pl-3">
            <p className="text-sm font-semibold">Else</p>
            <StepList
              steps={step.elseSteps ?? []}
              path={`${path}.else`}
              onChange={(otherwise) => set({ elseSteps: otherwise })}
            />
          </div>
        </div>
      );
  }
}

function ConditionEditor({ step, onChange }: { step: WorkflowStep; onChange: (step: WorkflowStep) => void }) {
  const condition = step.condition ?? { match: 'all' as const, clauses: [] };
  const setClauses = (clauses: typeof condition.clauses) => onChange({ ...step, condition: { ...condition, clauses } });
  return (
    <div className="w-full space-y-2">
      {condition.clauses.map((clause, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: clauses have no ids; their order is their identity.
        <div key={index} className="flex flex-wrap gap-2">
          <NativeSelect
            aria-label={`Condition ${index + 1} field`}
            value={clause.field}
            onChange={(event) =>
              setClauses(condition.clauses.map((item, at) => (at === index ? { ...item, field: event.target.value } : item)))
            }
          >
            {Object.keys(CONDITION_FIELDS).map((field) => (
              <option key={field}>{field}</option>
            ))}
          </NativeSelect>
          <NativeSelect
            aria-label={`Condition ${index + 1} operator`}
            value={clause.op}
            onChange={(event) =>
              setClauses(
                condition.clauses.map((item, at) =>
                  at === index ? { ...item, op: event.target.value as typeof clause.op } : item,
                ),
              )
            }
          >
            {CONDITION_OPERATORS.map((op) => (
              <option key={op} value={op}>
                {op.replace(/_/g, ' ')}
              </option>
            ))}
          </NativeSelect>
          {clause.op !== 'is_empty' && clause.op !== 'is_not_empty' ? (
            <Input
              aria-label={`Condition ${index + 1} value`}
              className="w-40"
              value={clause.value ?? ''}
              onChange={(event) =>
                setClauses(condition.clauses.map((item, at) => (at === index ? { ...item, value: event.target.value } : item)))
              }
            />
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Remove condition ${index + 1}`}
            onClick={() => setClauses(condition.clauses.filter((_, at) => at !== index))}
          >
            Remove
          </Button>
        </div>
      ))}
      <Button
        size="sm"
        variant="outline"
        onClick={() => setClauses([...condition.clauses, { field: 'client.tags', op: 'contains', value: '' }])}
      >
        Add condition
      </Button>
    </div>
  );
}

function TestRunPanel({ workflowId }: { workflowId: string }) {
  const clients = useTestClients();
  const testRun = useTestRun(workflowId);
  const [clientId, setClientId] = useState('');
  return (
    <Card className="space-y-3 p-4">
      <h2 className="font-semibold">Test run</h2>
      <p className="text-sm text-muted-foreground">Shows what the draft would do for a client, step by step. Nothing is sent.</p>
      <div className="flex flex-wrap gap-2">
        <NativeSelect aria-label="Client for the test run" value={clientId} onChange={(event) => setClientId(event.target.value)}>
          <option value="">Choose a client</option>
          {clients.data?.items.map((client) => (
            <option key={client.id} value={client.id}>
              {client.name}
            </option>
          ))}
        </NativeSelect>
        <Button variant="outline" disabled={!clientId} busy={testRun.isPending} onClick={() => testRun.mutate(clientId)}>
          Run test
        </Button>
      </div>
      {testRun.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {testRun.error.message}
        </p>
      ) : null}
      {testRun.data ? (
        <ol className="space-y-1 text-sm" aria-label="Test run result">
          {testRun.data.steps.map((step) => (
            <li key={step.path}>
              <code className="text-xs text-muted-foreground">{step.path}</code> {step.outcome}
            </li>
          ))}
        </ol>
      ) : null}
    </Card>
  );
}

const RUN_COLORS: Record<WorkflowRun['status'], string> = {
  running: 'bg-blue-100 text-blue-900',
  waiting: 'bg-yellow-100 text-yellow-900',
  completed: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  stopped: 'bg-zinc-200 text-zinc-700',
  removed: 'bg-zinc-200 text-zinc-700',
  loop_stopped: 'bg-orange-100 text-orange-900',
};

function RunsPanel({ workflowId }: { workflowId: string }) {
  const runs = useWorkflowRuns(workflowId);
  const deliveries = useWebhookDeliveries(workflowId);
  const actions = useRunActions(workflowId);
  return (
    <section aria-labelledby="runs-heading" className="space-y-3">
      <h2 id="runs-heading" className="font-semibold">
        Run history
      </h2>
      {runs.isPending ? (
        <div role="status" aria-label="Loading runs">
          <Skeleton className="h-16" />
        </div>
      ) : runs.isError ? (
        <ErrorState message="Failed to load runs" onRetry={() => runs.refetch()} />
      ) : runs.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No runs yet. Publish the workflow; runs appear when its trigger happens.</p>
      ) : (
        <ul className="space-y-2" aria-label="Runs">
          {runs.data.map((run) => (
            <li key={run.id}>
              <Card className="space-y-2 p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{run.clientName ?? 'No client'}</span>
                  <Badge variant="plain" className={RUN_COLORS[run.status]}>
                    {run.status.replace('_', ' ')}
                  </Badge>
                  <span className="text-xs text-muted-foreground">
                    v{run.version} · {run.eventType} · {new Date(run.startedAt).toLocaleString()}
                  </span>
                  <span className="ml-auto flex gap-1">
                    {run.status === 'failed' ? (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() =>
                          toastAction(() => actions.retry.mutateAsync(run.id), 'Retrying the step', 'Failed to retry')
                        }
                      >
                        Retry step
                      </Button>
                    ) : null}
                    {['running', 'waiting', 'failed'].includes(run.status) ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() =>
                          toastAction(() => actions.stop.mutateAsync(run.id), 'Run stopped', 'Failed to stop the run')
                        }
                      >
                        Stop
                      </Button>
                    ) : null}
                  </span>
                </div>
                <ol className="space-y-1 text-sm" aria-label="Step log">
                  {run.steps.map((step) => (
                    <li key={step.id} className={step.status === 'failed' ? 'text-destructive' : undefined}>
                      <code className="text-xs text-muted-foreground">{step.path}</code> {step.status}: {step.detail}
                      {step.error ? ` — ${step.error}` : ''}{' '}
                      <time className="text-xs text-muted-foreground" dateTime={step.at}>
                        {new Date(step.at).toLocaleTimeString()}
                      </time>
                    </li>
                  ))}
                </ol>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {deliveries.data && deliveries.data.length > 0 ? (
        <div className="space-y-1">
          <h3 className="text-sm font-semibold">Webhook deliveries</h3>
          <ul className="text-sm">
            {deliveries.data.map((delivery) => (
              <li key={delivery.id}>
                {new Date(delivery.at).toLocaleString()} · attempt {delivery.attempt} · {delivery.statusCode ?? 'no response'}{' '}
                {delivery.error ? `— ${delivery.error}` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
