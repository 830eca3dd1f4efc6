import { ONBOARDING_TEMPLATES, WORKFLOW_STEPS_MAX } from '@proclub/contracts/hub';
import { useState } from 'react';
import { DialogActions } from '@/components/form/dialog-actions';
import { ClientPicker } from '@/components/pickers/client-picker';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { TitledDialog } from '@/components/ui/titled-dialog';
import { ApiClientError } from '@/lib/api-client';
import { countOf } from '@/lib/format';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { cn } from '@/lib/utils';
import { useCreateWorkflow } from '../api/use-create-workflow';

type Choice = (typeof ONBOARDING_TEMPLATES)[number]['id'] | 'custom';
type Errors = Partial<Record<'clientId' | 'workflowName' | 'steps', string>>;

const stepsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** New Workflow: a client, then a template (its name and steps can be edited) or custom steps, one per line. */
export function WorkflowFormDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateWorkflow();
  const [clientId, setClientId] = useState('');
  const [choice, setChoice] = useState<Choice>(ONBOARDING_TEMPLATES[0].id);
  const [name, setName] = useState<string>(ONBOARDING_TEMPLATES[0].name);
  const [stepsText, setStepsText] = useState<string>(ONBOARDING_TEMPLATES[0].steps.join('\n'));
  const [errors, setErrors] = useState<Errors>({});

  const pick = (next: Choice) => {
    setChoice(next);
    const template = ONBOARDING_TEMPLATES.find((item) => item.id === next);
    setName(template?.name ?? '');
    setStepsText(template ? template.steps.join('\n') : '');
    setErrors((current) => ({ ...current, workflowName: undefined, steps: undefined }));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const steps = stepsOf(stepsText);
    const found: Errors = {};
    if (!clientId) found.clientId = 'Please select a client';
    if (!name.trim()) found.workflowName = 'Workflow name is required';
    if (steps.length === 0) found.steps = 'Add at least one step or choose a template';
    else if (steps.length > WORKFLOW_STEPS_MAX) found.steps = `A workflow can have at most ${WORKFLOW_STEPS_MAX} steps`;
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await create.mutateAsync({
        clientId,
        templateId: choice === 'custom' ? null : choice,
        workflowName: name.trim(),
        steps,
      });
      toastSuccess('Workflow created successfully');
      onClose();
    } catch (failure) {
      if (failure instanceof ApiClientError) {
        const fromServer: Errors = {};
        for (const issue of failure.fields) {
          const field = issue.field.split('.')[0] as keyof Errors;
          if (['clientId', 'workflowName', 'steps'].includes(field)) fromServer[field] ??= issue.message;
        }
        setErrors(fromServer);
      }
      toastFailure(failure, 'Failed to create workflow');
    }
  };

  const choices: { id: Choice; name: string; description: string; count: number | null }[] = [
    ...ONBOARDING_TEMPLATES.map((template) => ({ ...template, count: template.steps.length })),
    { id: 'custom', name: 'Custom', description: 'Write your own steps.', count: null },
  ];

  return (
    <TitledDialog
      title="New Workflow"
      description="Start from a template or write your own steps; you can edit either before creating."
      className="max-w-2xl"
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="New workflow">
        <FormField id="workflow-client" label="Client *" error={errors.clientId}>
          <ClientPicker
            {...fieldControlProps('workflow-client', errors.clientId)}
            aria-required="true"
            value={clientId}
            onChange={setClientId}
          />
        </FormField>
        <fieldset>
          <legend className="mb-2 text-sm font-medium">Template</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {choices.map((item) => (
              <label
                key={item.id}
                className={cn(
                  'flex cursor-pointer gap-3 rounded-md border border-border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary',
                  choice === item.id && 'border-primary bg-secondary/60',
                )}
              >
                <input
                  type="radio"
                  name="workflow-template"
                  value={item.id}
                  checked={choice === item.id}
                  onChange={() => pick(item.id)}
                  className="mt-1 accent-[var(--primary)]"
                />
                <span>
                  <span className="block font-medium">{item.name}</span>
                  <span className="block text-xs text-muted-foreground">
                    {item.description}
                    {item.count !== null && ` · ${countOf(item.count, 'step')}`}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <FormField id="workflow-name" label="Workflow Name *" error={errors.workflowName}>
          <Input
            {...fieldControlProps('workflow-name', errors.workflowName)}
            aria-required="true"
            maxLength={200}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </FormField>
        <FormField id="workflow-steps" label="Steps * (one per line)" error={errors.steps}>
          <Textarea
            {...fieldControlProps('workflow-steps', errors.steps)}
            aria-required="true"
            rows={7}
            value={stepsText}
            onChange={(event) => setStepsText(event.target.value)}
            placeholder={'Kick-off call\nCollect logins\nFirst report'}
          />
        </FormField>
        <DialogActions onCancel={onClose} busy={create.isPending}>
          Create Workflow
        </DialogActions>
      </form>
    </TitledDialog>
  );
}
