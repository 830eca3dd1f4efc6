import type { CampaignAudience, CampaignBlock, CampaignDetail, CampaignInput } from '@proclub/contracts/campaigns';
import { ArrowLeft, MapPin } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useBlocker, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiClientError, api } from '@/lib/api-client';
import { countOf, formatMoment } from '@/lib/format';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { useCampaign } from '../api/use-campaign';
import { useCampaignAction } from '../api/use-campaign-action';
import { useCampaignPreview } from '../api/use-campaign-preview';
import { usePostalAddress } from '../api/use-postal-address';
import { useSaveCampaign } from '../api/use-save-campaign';
import { CampaignAudiencePicker } from './campaign-audience-picker';
import { CampaignBlockEditor } from './campaign-block-editor';
import { CampaignEmailPreviews } from './campaign-email-previews';
import { PostalAddressDialog } from './campaign-postal-address';
import { CampaignTemplateBar } from './campaign-template-bar';

const EMPTY: CampaignInput = {
  name: '',
  subject: '',
  preheader: '',
  fromName: '',
  blocks: [
    { type: 'text', text: 'Hi {{first_name|there}},\n\n' },
    { type: 'button', text: 'Learn more', url: 'https://' },
  ],
  audience: { kind: 'status', statuses: ['active'], tags: [], clientIds: [], engagement: 'any' },
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

/** A datetime-local value ("2026-12-01T09:30") for an ISO moment, in the user's time zone. */
const localInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** "Send to 1,234 recipients?": the count in the user's locale, the noun by plural rules. */
export const sendQuestion = (count: number) => `Send to ${countOf(count, 'recipient')}?`;

/** /crm/campaigns/new and /crm/campaigns/:id/edit: loads the campaign, then the editor. */
export function CampaignEditorPage({ id }: { id: string | null }) {
  const campaign = useCampaign(id);
  if (id && campaign.isPending) {
    return (
      <div role="status" aria-label="Loading the campaign" className="space-y-4">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-96" />
      </div>
    );
  }
  if (id && campaign.isError) {
    return <ErrorState message="Failed to load the campaign" onRetry={() => campaign.refetch()} />;
  }
  const detail = campaign.data ?? null;
  if (detail && detail.status !== 'draft' && detail.status !== 'scheduled') {
    return (
      <div className="space-y-3">
        <BackLink />
        <h1 className="text-2xl font-bold">{detail.name}</h1>
        <p>This campaign has already started, so it can no longer be edited. Duplicate it from its card to make changes.</p>
      </div>
    );
  }
  return <CampaignEditor key={detail?.id ?? 'new'} detail={detail} />;
}

function BackLink() {
  return (
    <Link to="/crm?tab=campaigns" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      Campaigns
    </Link>
  );
}

function CampaignEditor({ detail }: { detail: CampaignDetail | null }) {
  const navigate = useNavigate();
  const initial = useMemo(() => (detail ? fromDetail(detail) : EMPTY), [detail]);
  const [input, setInput] = useState<CampaignInput>(initial);
  const [saved, setSaved] = useState(() => JSON.stringify(initial));
  const [id, setId] = useState<string | null>(detail?.id ?? null);
  const scheduled = detail?.status === 'scheduled';
  const [sendAt, setSendAt] = useState(localInput(detail?.scheduledAt ?? null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmCount, setConfirmCount] = useState<number | null>(null);
  const [addressOpen, setAddressOpen] = useState(false);
  const leaving = useRef(false);
  const save = useSaveCampaign();
  const action = useCampaignAction();
  const preview = useCampaignPreview();
  const postal = usePostalAddress();
  const set = <K extends keyof CampaignInput>(key: K, value: CampaignInput[K]) =>
    setInput((current) => ({ ...current, [key]: value }));
  const dirty = JSON.stringify(input) !== saved;

  // Leaving with unsaved changes asks first: in the app (router) and when closing or reloading the tab.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    return dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname;
  });
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // The preview follows the form, a moment after typing stops.
  const previewMutate = preview.mutate;
  useEffect(() => {
    if (!input.subject.trim() || input.blocks.length === 0) return;
    const timer = setTimeout(() => previewMutate({ ...input, name: input.name || 'Preview' }), 400);
    return () => clearTimeout(timer);
  }, [input, previewMutate]);

  const fail = (error: unknown, fallback: string) => {
    if (error instanceof ApiClientError && error.fields.length) {
      setErrors(Object.fromEntries(error.fields.map((issue) => [issue.field, issue.message])));
    }
    toastFailure(error, fallback);
  };

  const saveDraft = async (): Promise<string | null> => {
    setErrors({});
    try {
      const result = await save.mutateAsync({ id, input });
      setId(result.id);
      setSaved(JSON.stringify(input));
      return result.id;
    } catch (error) {
      fail(error, 'Could not save the campaign');
      return null;
    }
  };

  const done = (message: string) => {
    toastSuccess(message);
    leaving.current = true;
    navigate('/crm?tab=campaigns');
  };

  const onSaveDraft = async () => {
    const saved = await saveDraft();
    if (!saved) return;
    toastSuccess(scheduled ? 'Changes saved: the campaign stays scheduled' : 'Draft saved');
    if (!detail) {
      leaving.current = true;
      navigate(`/crm/campaigns/${saved}/edit`, { replace: true });
    }
  };

  const onTest = async () => {
    const saved = await saveDraft();
    if (!saved) return;
    try {
      const result = (await action.mutateAsync({ id: saved, action: 'test' })) as { to: string; captured: boolean };
      toastSuccess(
        result.captured
          ? `Test email captured in the development mailbox for ${result.to} (no SMTP server is configured).`
          : `Test email sent to ${result.to}`,
      );
    } catch (error) {
      fail(error, 'Could not send the test email');
    }
  };

  /** Send now asks first, with the exact number the server counts for the audience. */
  const onSendNow = async () => {
    const saved = await saveDraft();
    if (!saved) return;
    try {
      const count = await api.post<{ included: number }>('/api/crm/campaigns/audience-count', input.audience);
      setConfirmCount(count.included);
    } catch (error) {
      fail(error, 'Could not count the recipients');
    }
  };

  const sendNow = async () => {
    setConfirmCount(null);
    if (!id) return;
    try {
      await action.mutateAsync({ id, action: 'send', body: {} });
      done('Campaign is sending');
    } catch (error) {
      fail(error, 'Could not send the campaign');
    }
  };

  const onSchedule = async () => {
    if (!sendAt) {
      setErrors({ sendAt: 'Choose when to send it' });
      return;
    }
    const saved = await saveDraft();
    if (!saved) return;
    const at = new Date(sendAt).toISOString();
    try {
      await action.mutateAsync({ id: saved, action: scheduled ? 'reschedule' : 'send', body: { sendAt: at } });
      done(scheduled ? `Campaign rescheduled for ${formatMoment(at)}` : `Campaign scheduled for ${formatMoment(at)}`);
    } catch (error) {
      fail(error, 'Could not schedule the campaign');
    }
  };

  const busy = save.isPending || action.isPending;
  const noAddress = postal.data && !postal.data.address;
  const field = (key: 'name' | 'subject' | 'preheader' | 'fromName', label: string, hint?: string) => (
    <FormField id={`campaign-${key}`} label={label} error={errors[key]} hint={hint}>
      <Input
        {...fieldControlProps(`campaign-${key}`, errors[key])}
        value={input[key] ?? ''}
        onChange={(event) => set(key, event.target.value)}
      />
    </FormField>
  );
  const otherErrors = Object.entries(errors).filter(
    ([key]) => key.startsWith('blocks') || key.startsWith('audience') || key === 'postalAddress',
  );

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <BackLink />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold">
            {detail ? (scheduled ? 'Edit scheduled campaign' : 'Edit campaign') : 'New campaign'}
          </h1>
          <div className="flex flex-wrap items-center gap-2">
            <Button type="button" variant="link" className="px-1" onClick={() => setAddressOpen(true)}>
              <MapPin className="h-4 w-4" aria-hidden="true" />
              Mailing address
            </Button>
          </div>
        </div>
        {scheduled && detail?.scheduledAt && (
          <p className="text-sm">Scheduled for {formatMoment(detail.scheduledAt)}. You can edit it or move it until it starts.</p>
        )}
      </header>

      {(noAddress || errors.postalAddress) && (
        <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-medium">A mailing address is needed before you can send.</p>
          <p>
            The law (CAN-SPAM) requires your workspace's postal address (street, city, postal code and country) in the footer of
            every campaign email. Your profile's city is not enough.{' '}
            <button type="button" className="font-medium underline" onClick={() => setAddressOpen(true)}>
              Add the mailing address
            </button>
          </p>
        </div>
      )}

      <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_660px]">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="campaign-content-heading" className="space-y-4">
            <h2 id="campaign-content-heading" className="text-base font-semibold">
              Content
            </h2>
            <CampaignTemplateBar
              content={{
                name: input.name,
                subject: input.subject,
                preheader: input.preheader ?? '',
                blocks: input.blocks as CampaignBlock[],
              }}
              onApply={(template) =>
                setInput((current) => ({
                  ...current,
                  subject: template.subject || current.subject,
                  preheader: template.preheader,
                  blocks: template.blocks,
                  name: current.name || template.name,
                }))
              }
            />
            {field('name', 'Campaign name')}
            {field('subject', 'Subject', 'Merge fields work here too, e.g. {{first_name}}')}
            {field('preheader', 'Preheader', 'The line inboxes show after the subject')}
            {field('fromName', 'From name', 'Defaults to your company name')}
            <CampaignBlockEditor blocks={input.blocks as CampaignBlock[]} onChange={(blocks) => set('blocks', blocks)} />
          </section>
          <section aria-labelledby="campaign-audience-heading" className="space-y-3">
            <h2 id="campaign-audience-heading" className="text-base font-semibold">
              Audience
            </h2>
            <CampaignAudiencePicker
              audience={input.audience as CampaignAudience}
              onChange={(audience) => set('audience', audience)}
            />
          </section>
          <section aria-labelledby="campaign-schedule-heading" className="space-y-3">
            <h2 id="campaign-schedule-heading" className="text-base font-semibold">
              Schedule
            </h2>
            <div className="grid gap-3 sm:grid-cols-2">
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
            </div>
            <div className="flex flex-wrap items-end gap-3">
              <FormField id="campaign-send-at" label={scheduled ? 'Send at' : 'Send later at'} error={errors.sendAt}>
                <Input
                  {...fieldControlProps('campaign-send-at', errors.sendAt)}
                  type="datetime-local"
                  value={sendAt}
                  onChange={(event) => setSendAt(event.target.value)}
                />
              </FormField>
              <Button type="button" variant="outline" disabled={busy} onClick={onSchedule}>
                {scheduled ? 'Reschedule' : 'Schedule'}
              </Button>
            </div>
          </section>
          {otherErrors.map(([key, message]) => (
            <p key={key} role="alert" className="text-sm text-destructive">
              {message}
            </p>
          ))}
        </div>
        <CampaignEmailPreviews preview={preview.data} pending={preview.isPending} />
      </div>

      {/* The actions stay in reach at the foot of the window (and clear of the toasts, which show top right). */}
      <div className="sticky bottom-0 z-10 flex flex-wrap items-center justify-end gap-2 border-t border-border bg-background/95 py-3 backdrop-blur">
        <span className="mr-auto text-sm text-muted-foreground" role="status">
          {busy ? 'Saving…' : dirty ? 'Unsaved changes' : id ? 'All changes saved' : ''}
        </span>
        <Button type="button" variant="outline" disabled={busy} onClick={onSaveDraft}>
          {scheduled ? 'Save changes' : 'Save draft'}
        </Button>
        <Button type="button" variant="outline" disabled={busy} onClick={onTest}>
          Send test
        </Button>
        {!scheduled && (
          <Button type="button" disabled={busy} onClick={onSendNow}>
            Send now
          </Button>
        )}
      </div>

      <ConfirmDialog
        open={confirmCount !== null}
        onOpenChange={(open) => !open && setConfirmCount(null)}
        title={sendQuestion(confirmCount ?? 0)}
        description="The campaign goes out now at the rate you set. It cannot be unsent."
        confirmLabel="Send now"
        onConfirm={sendNow}
      />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => !open && blocker.state === 'blocked' && blocker.reset()}
        title="Leave without saving?"
        description="Your changes to this campaign are not saved."
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
      />
      {addressOpen && <PostalAddressDialog onClose={() => setAddressOpen(false)} />}
    </div>
  );
}
