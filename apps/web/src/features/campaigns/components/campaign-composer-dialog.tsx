import type { CampaignAudience, CampaignBlock, CampaignDetail, CampaignInput } from '@proclub/contracts/campaigns';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiClientError } from '@/lib/api-client';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { useCampaignAction } from '../api/use-campaign-action';
import { useCampaignPreview } from '../api/use-campaign-preview';
import { useSaveCampaign } from '../api/use-save-campaign';
import { CampaignAudiencePicker } from './campaign-audience-picker';
import { CampaignBlockEditor } from './campaign-block-editor';
import { CampaignPreviewPane } from './campaign-preview';

const EMPTY: CampaignInput = {
  name: '',
  subject: '',
  preheader: '',
  fromName: '',
  blocks: [
    { type: 'text', text: 'Hi {{first_name|there}},\n\n' },
    { type: 'button', text: 'Learn more', url: 'https://' },
  ],
  audience: { kind: 'status', statuses: ['active'], tags: [], clientIds: [] },
  budget: 0,
  ratePerMinute: 120,
};

const fromDetail = (campaign: CampaignDetail): CampaignInput => ({
  name: campaign.name,
  subject: campaign.subject,
  preheader: campaign.preheader,
  fromName: campaign.fromName,
  blocks: campaign.blocks,
  audience: campaign.audience,
  budget: campaign.budget,
  ratePerMinute: campaign.ratePerMinute,
});

/** Create or edit a draft: content, audience, live preview, Send test, then Send now or Schedule. */
export function CampaignComposerDialog({ draft, onClose }: { draft: CampaignDetail | null; onClose: () => void }) {
  const [input, setInput] = useState<CampaignInput>(draft ? fromDetail(draft) : EMPTY);
  const [id, setId] = useState<string | null>(draft?.id ?? null);
  const [sendAt, setSendAt] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveCampaign();
  const action = useCampaignAction();
  const preview = useCampaignPreview();
  const set = <K extends keyof CampaignInput>(key: K, value: CampaignInput[K]) =>
    setInput((current) => ({ ...current, [key]: value }));

  // The preview follows the form, a moment after typing stops.
  const previewMutate = preview.mutate;
  useEffect(() => {
    if (!input.subject.trim() || input.blocks.length === 0) return;
    const timer = setTimeout(() => previewMutate({ ...input, name: input.name || 'Preview' }), 500);
    return () => clearTimeout(timer);
  }, [input, previewMutate]);

  const fail = (error: unknown, fallback: string) => {
    if (error instanceof ApiClientError && error.fields.length) {
      setErrors(Object.fromEntries(error.fields.map((issue) => [issue.field, issue.message])));
    }
    toastFailure(error, fallback);
  };

  const saveDraft = async () => {
    setErrors({});
    try {
      const saved = await save.mutateAsync({ id, input });
      setId(saved.id);
      return saved.id;
    } catch (error) {
      fail(error, 'Could not save the campaign');
      return null;
    }
  };

  const run = async (kind: 'draft' | 'test' | 'send') => {
    const saved = await saveDraft();
    if (!saved) return;
    if (kind === 'draft') {
      toastSuccess('Draft saved');
      return;
    }
    try {
      if (kind === 'test') {
        const result = (await action.mutateAsync({ id: saved, action: 'test' })) as { to: string; captured: boolean };
        toastSuccess(
          result.captured
            ? `Test email captured in the development mailbox for ${result.to} (no SMTP server is configured).`
            : `Test email sent to ${result.to}`,
        );
        return;
      }
      await action.mutateAsync({ id: saved, action: 'send', body: sendAt ? { sendAt: new Date(sendAt).toISOString() } : {} });
      toastSuccess(sendAt ? 'Campaign scheduled' : 'Campaign is sending');
      onClose();
    } catch (error) {
      fail(error, 'Could not send the campaign');
    }
  };

  const busy = save.isPending || action.isPending;
  const field = (key: 'name' | 'subject' | 'preheader' | 'fromName', label: string, hint?: string) => (
    <FormField id={`campaign-${key}`} label={label} error={errors[key]} hint={hint}>
      <Input
        {...fieldControlProps(`campaign-${key}`, errors[key])}
        value={input[key] ?? ''}
        onChange={(event) => set(key, event.target.value)}
      />
    </FormField>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92vh] max-w-6xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{draft ? 'Edit Campaign' : 'Create Campaign'}</DialogTitle>
          <DialogDescription>
            An email to your CRM clients, with an unsubscribe link and your address in the footer.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="space-y-4">
            {field('name', 'Campaign name')}
            {field('subject', 'Subject', 'Merge fields work here too, e.g. {{first_name}}')}
            {field('preheader', 'Preheader', 'The line inboxes show after the subject')}
            {field('fromName', 'From name', 'Defaults to your company name')}
            <div className="grid grid-cols-2 gap-3">
              <FormField id="campaign-budget" label="Budget ($)" error={errors.budget}>
                <Input
                  id="campaign-budget"
                  type="number"
                  min={0}
                  step="0.01"
                  value={input.budget ?? 0}
                  onChange={(event) => set('budget', Number(event.target.value) || 0)}
                />
              </FormField>
              <FormField id="campaign-rate" label="Emails per minute" error={errors.ratePerMinute}>
                <Input
                  id="campaign-rate"
                  type="number"
                  min={1}
                  max={10000}
                  value={input.ratePerMinute ?? 120}
                  onChange={(event) => set('ratePerMinute', Math.max(1, Number(event.target.value) || 1))}
                />
              </FormField>
            </div>
            <CampaignAudiencePicker
              audience={input.audience as CampaignAudience}
              onChange={(audience) => set('audience', audience)}
            />
            {(errors.audience || Object.keys(errors).some((key) => key.startsWith('audience'))) && (
              <p role="alert" className="text-sm text-destructive">
                {errors.audience ?? Object.entries(errors).find(([key]) => key.startsWith('audience'))?.[1]}
              </p>
            )}
            <CampaignBlockEditor blocks={input.blocks as CampaignBlock[]} onChange={(blocks) => set('blocks', blocks)} />
            {Object.entries(errors)
              .filter(([key]) => key.startsWith('blocks') || key === 'address' || key === 'sendAt')
              .map(([key, message]) => (
                <p key={key} role="alert" className="text-sm text-destructive">
                  {message}
                </p>
              ))}
          </div>
          <CampaignPreviewPane preview={preview.data} pending={preview.isPending} />
        </div>
        <DialogFooter className="flex-wrap items-end gap-3">
          <FormField id="campaign-send-at" label="Schedule for (optional)" error={errors.sendAt}>
            <Input
              id="campaign-send-at"
              type="datetime-local"
              value={sendAt}
              onChange={(event) => setSendAt(event.target.value)}
            />
          </FormField>
          <Button type="button" variant="outline" disabled={busy} onClick={() => run('draft')}>
            Save Draft
          </Button>
          <Button type="button" variant="outline" disabled={busy} onClick={() => run('test')}>
            Send Test
          </Button>
          <Button type="button" disabled={busy} onClick={() => run('send')}>
            {sendAt ? 'Schedule' : 'Send Now'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
