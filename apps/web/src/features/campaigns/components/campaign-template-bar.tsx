import type { CampaignBlock, CampaignTemplate } from '@proclub/contracts/campaigns';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input, NativeSelect } from '@/components/ui/input';
import { TitledDialog } from '@/components/ui/titled-dialog';
import { ApiClientError } from '@/lib/api-client';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { useCampaignTemplates, useSaveCampaignTemplate } from '../api/use-campaign-templates';

interface Content {
  name: string;
  subject: string;
  preheader: string;
  blocks: CampaignBlock[];
}

/** "Start from a template" (replaces subject, preheader and body) and "Save as template" (this design, by name). */
export function CampaignTemplateBar({ content, onApply }: { content: Content; onApply: (template: CampaignTemplate) => void }) {
  const templates = useCampaignTemplates();
  const [choice, setChoice] = useState('');
  const [saving, setSaving] = useState(false);
  const items = templates.data?.items ?? [];
  const apply = () => {
    const template = items.find((item) => item.id === choice);
    if (!template) return;
    onApply(template);
    toastSuccess(`Started from "${template.name}"`);
  };
  return (
    <div className="flex flex-wrap items-end gap-2 rounded-md border border-border bg-muted/40 p-3">
      <div className="min-w-48 flex-1 space-y-1">
        <label htmlFor="campaign-template" className="text-sm font-medium">
          Start from a template
        </label>
        <NativeSelect
          id="campaign-template"
          value={choice}
          disabled={templates.isPending}
          onChange={(event) => setChoice(event.target.value)}
        >
          <option value="">
            {templates.isPending ? 'Loading templates…' : templates.isError ? 'Templates failed to load' : 'Choose a template'}
          </option>
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
              {item.starter ? ' (built-in)' : ''}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="button" variant="outline" disabled={!choice} onClick={apply}>
        Use template
      </Button>
      <Button type="button" variant="outline" onClick={() => setSaving(true)}>
        Save as template
      </Button>
      {saving && <SaveTemplateDialog content={content} onClose={() => setSaving(false)} />}
    </div>
  );
}

function SaveTemplateDialog({ content, onClose }: { content: Content; onClose: () => void }) {
  const save = useSaveCampaignTemplate();
  const [name, setName] = useState(content.name);
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await save.mutateAsync({ name, subject: content.subject, preheader: content.preheader, blocks: content.blocks });
      toastSuccess(`Template "${name.trim()}" saved`);
      onClose();
    } catch (failure) {
      if (failure instanceof ApiClientError && failure.fields.length) setError(failure.fields[0].message);
      toastFailure(failure, 'Could not save the template');
    }
  };
  return (
    <TitledDialog
      title="Save as template"
      description="Saves the subject, preheader and body for later campaigns. A template with the same name is replaced."
      className="max-w-md"
      onClose={onClose}
    >
      <form onSubmit={submit} className="space-y-3">
        <FormField id="template-name" label="Template name" error={error}>
          <Input {...fieldControlProps('template-name', error)} value={name} onChange={(event) => setName(event.target.value)} />
        </FormField>
        <Button type="submit" disabled={save.isPending}>
          Save template
        </Button>
      </form>
    </TitledDialog>
  );
}
