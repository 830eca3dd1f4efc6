import type { BrandSettings, CustomDomain } from '@proclub/contracts/branding';
import { mayDo, type Workspace } from '@proclub/contracts/workspaces';
import { CheckCircle2, Globe, ImageUp, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { QueryStatus } from '@/components/ui/query-status';
import { ApiClientError } from '@/lib/api-client';
import { formatMoment } from '@/lib/format';
import { toastAction, toastFailure, toastSuccess } from '@/lib/toast-action';
import { useBranding, useDomainActions, useRemoveLogo, useSaveBrand, useUploadLogo } from '../api/use-branding';

type Field = 'agencyName' | 'color' | 'supportEmail' | 'slug' | 'logo' | 'domain';
type Errors = Partial<Record<Field, string>>;
const fieldErrors = (error: unknown): Errors =>
  error instanceof ApiClientError ? Object.fromEntries(error.fields.map((issue) => [issue.field, issue.message])) : {};

/**
 * Settings → Branding (issue 33, ADR 051): the agency's name, logo, colour and support email on the public pages,
 * client emails and PDFs; the portal address /p/<slug>; custom domains (White Label).
 */
export function BrandingPage({ workspace }: { workspace: Workspace }) {
  const branding = useBranding(workspace.id);
  const editable = mayDo(workspace.role, 'settings');
  return (
    <PageShell
      title="Branding"
      description={`How ${workspace.name} appears to clients: proposals, reports, emails, PDFs and the client portal.`}
      back={{ to: '/settings/team', label: 'Team' }}
    >
      {!branding.isSuccess ? (
        <QueryStatus query={branding} what="branding" placeholders={['h-64', 'h-40']} />
      ) : !editable ? (
        <Card className="p-6 text-sm text-muted-foreground">Only owners and admins can change the branding.</Card>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="space-y-6">
            <BrandForm workspaceId={workspace.id} settings={branding.data} />
            <LogoCard workspaceId={workspace.id} settings={branding.data} />
            <DomainsCard workspaceId={workspace.id} settings={branding.data} />
          </div>
          <Preview settings={branding.data} />
        </div>
      )}
    </PageShell>
  );
}

function BrandForm({ workspaceId, settings }: { workspaceId: string; settings: BrandSettings }) {
  const save = useSaveBrand(workspaceId);
  const [values, setValues] = useState({
    agencyName: settings.agencyName ?? '',
    color: settings.color ?? '',
    supportEmail: settings.supportEmail ?? '',
    slug: settings.slug ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await save.mutateAsync(values);
      toastSuccess('Branding saved');
    } catch (error) {
      setErrors(fieldErrors(error));
      toastFailure(error, 'Could not save the branding');
    }
  };
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold">Brand</h2>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Brand">
        <FormField id="brand-name" label="Agency name" hint="Empty: the workspace's name." error={errors.agencyName}>
          <Input
            {...fieldControlProps('brand-name', errors.agencyName)}
            maxLength={120}
            value={values.agencyName}
            onChange={set('agencyName')}
          />
        </FormField>
        <FormField id="brand-color" label="Brand colour" hint="A hex colour like #0f766e." error={errors.color}>
          <div className="flex items-center gap-2">
            <input
              type="color"
              aria-label="Pick the brand colour"
              className="h-10 w-12 rounded border border-input"
              value={/^#[0-9a-fA-F]{6}$/.test(values.color) ? values.color : '#4f46e5'}
              onChange={set('color')}
            />
            <Input
              {...fieldControlProps('brand-color', errors.color)}
              maxLength={7}
              value={values.color}
              onChange={set('color')}
              placeholder="#4f46e5"
            />
          </div>
        </FormField>
        <FormField
          id="brand-support"
          label="Support email"
          hint="Shown to clients on pages and in emails."
          error={errors.supportEmail}
        >
          <Input
            {...fieldControlProps('brand-support', errors.supportEmail)}
            type="email"
            maxLength={254}
            value={values.supportEmail}
            onChange={set('supportEmail')}
          />
        </FormField>
        <FormField
          id="brand-slug"
          label="Portal address"
          hint={
            settings.portalUrl ? `Your clients sign in at ${settings.portalUrl}` : 'Letters, digits and dashes: /p/your-agency'
          }
          error={errors.slug}
        >
          <div className="flex items-center gap-1">
            <span className="text-sm text-muted-foreground">/p/</span>
            <Input {...fieldControlProps('brand-slug', errors.slug)} maxLength={40} value={values.slug} onChange={set('slug')} />
          </div>
        </FormField>
        <div className="flex justify-end">
          <Button type="submit" busy={save.isPending}>
            Save branding
          </Button>
        </div>
      </form>
    </Card>
  );
}

function LogoCard({ workspaceId, settings }: { workspaceId: string; settings: BrandSettings }) {
  const upload = useUploadLogo(workspaceId);
  const remove = useRemoveLogo(workspaceId);
  const [error, setError] = useState<string | undefined>();
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    try {
      await upload.mutateAsync(file);
      toastSuccess('Logo uploaded');
    } catch (failure) {
      setError(fieldErrors(failure).logo);
      toastFailure(failure, 'Could not upload the logo');
    }
  };
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold">Logo</h2>
      {settings.logoUrl ? (
        <img
          src={settings.logoUrl}
          alt="Your logo"
          className="h-16 w-auto max-w-60 rounded border border-border object-contain p-1"
        />
      ) : (
        <p className="text-sm text-muted-foreground">No logo yet: your agency's name shows instead.</p>
      )}
      <FormField id="brand-logo" label="Upload a logo" hint="PNG, JPEG, WebP or GIF, at most 1 MB." error={error}>
        <Input
          {...fieldControlProps('brand-logo', error)}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          disabled={upload.isPending}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </FormField>
      <div className="flex gap-2">
        {upload.isPending && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <ImageUp className="h-4 w-4" aria-hidden="true" /> Uploading…
          </p>
        )}
        {settings.logoUrl && (
          <Button
            variant="outline"
            size="sm"
            busy={remove.isPending}
            onClick={() => toastAction(() => remove.mutateAsync(), 'Logo removed', 'Could not remove the logo')}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" /> Remove logo
          </Button>
        )}
      </div>
    </Card>
  );
}

function DomainsCard({ workspaceId, settings }: { workspaceId: string; settings: BrandSettings }) {
  const actions = useDomainActions(workspaceId);
  const [domain, setDomain] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await actions.add.mutateAsync(domain);
      setDomain('');
      toastSuccess('Domain added: add the TXT record, then verify');
    } catch (failure) {
      setError(fieldErrors(failure).domain);
      toastFailure(failure, 'Could not add the domain');
    }
  };
  const verify = (item: CustomDomain) =>
    toastAction(
      async () => {
        const checked = await actions.verify.mutateAsync(item.id);
        return checked.status === 'verified'
          ? `${item.domain} is verified`
          : `The TXT record for ${item.domain} was not found yet`;
      },
      (message) => message,
      'Could not check the domain',
    );
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div className="flex items-center gap-2">
        <Globe className="h-5 w-5 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">Custom domains</h2>
      </div>
      {!settings.whiteLabel && (
        <p className="text-sm text-muted-foreground">
          Custom domains come with the White Label add-on; it also removes every ProClub mark from your client pages, emails and
          PDFs.
        </p>
      )}
      {settings.domains.length > 0 && (
        <ul className="divide-y divide-border rounded-md border border-border" aria-label="Your domains">
          {settings.domains.map((item) => (
            <li key={item.id} className="space-y-2 p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium break-all">{item.domain}</span>
                {item.status === 'verified' ? (
                  <Badge className="gap-1 bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100">
                    <CheckCircle2 className="h-3 w-3" aria-hidden="true" /> Verified
                  </Badge>
                ) : (
                  <Badge className="bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100">Waiting for DNS</Badge>
                )}
              </div>
              {item.status === 'pending' && (
                <p className="break-all text-xs text-muted-foreground">
                  Add a TXT record named <code>{item.txtName}</code> with the value <code>{item.txtValue}</code>
                  {item.lastCheckedAt && ` · last checked ${formatMoment(item.lastCheckedAt)}`}
                </p>
              )}
              <div className="flex gap-2">
                {item.status === 'pending' && (
                  <Button size="sm" variant="outline" busy={actions.verify.isPending} onClick={() => verify(item)}>
                    Verify
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${item.domain}`}
                  onClick={() =>
                    toastAction(() => actions.remove.mutateAsync(item.id), 'Domain removed', 'Could not remove the domain')
                  }
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" /> Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end" aria-label="Add a domain">
        <div className="flex-1">
          <FormField
            id="brand-domain"
            label="Domain"
            hint="e.g. portal.youragency.com; point it (CNAME) at this app."
            error={error}
          >
            <Input
              {...fieldControlProps('brand-domain', error)}
              value={domain}
              maxLength={253}
              onChange={(event) => setDomain(event.target.value)}
              disabled={!settings.whiteLabel}
            />
          </FormField>
        </div>
        <Button type="submit" busy={actions.add.isPending} disabled={!settings.whiteLabel}>
          Add domain
        </Button>
      </form>
    </Card>
  );
}

function Preview({ settings }: { settings: BrandSettings }) {
  const { preview } = settings;
  return (
    <aside aria-label="What clients see" className="space-y-2">
      <h2 className="text-sm font-medium text-muted-foreground">What clients see</h2>
      <Card className="overflow-hidden">
        <div className="flex items-center gap-2 border-b-4 p-3" style={{ borderBottomColor: preview.color ?? '#4f46e5' }}>
          {preview.logoUrl && <img src={preview.logoUrl} alt="" className="h-8 w-auto max-w-32 object-contain" />}
          <span className="font-semibold" style={{ color: preview.color ?? undefined }}>
            {preview.name}
          </span>
        </div>
        <div className="space-y-2 p-3 text-xs text-muted-foreground">
          {preview.supportEmail && <p>Questions? Write to {preview.supportEmail}.</p>}
          <p>{preview.whiteLabel ? 'No ProClub mark (White Label).' : 'Footer: “Prepared with ProClub”.'}</p>
        </div>
      </Card>
    </aside>
  );
}
