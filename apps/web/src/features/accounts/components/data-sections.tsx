import { DELETE_CONFIRMATION, DELETION_EFFECTS } from '@proclub/contracts/accounts';
import type { Me } from '@proclub/contracts/profiles';
import { format } from 'date-fns';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useAccountExport, useDeleteAccount, useStartExport } from '../api/use-account-data';
import { SettingsSection } from './settings-section';

export function ExportSection() {
  const current = useAccountExport();
  const start = useStartExport();
  const data = current.data;
  const working = data?.status === 'queued' || data?.status === 'running';
  return (
    <SettingsSection
      id="export"
      title="Export my data"
      description="A zip of JSON and CSV files: profile, services, clients, projects, messages you sent, proposals, reports and orders."
    >
      {current.isError && <ErrorState message="Could not load your latest export." onRetry={() => current.refetch()} />}
      {working && data && (
        <div className="space-y-1">
          <p className="text-sm" role="status">
            Preparing your export… {data.progress}%
          </p>
          <progress className="h-2 w-full" max={100} value={data.progress} aria-label="Export progress" />
        </div>
      )}
      {data?.downloadUrl && data.expiresAt && (
        <p className="text-sm">
          <a className="font-medium text-primary underline underline-offset-4" href={data.downloadUrl} download>
            Download export
          </a>{' '}
          <span className="text-muted-foreground">(available until {format(new Date(data.expiresAt), 'PPp')})</span>
        </p>
      )}
      {data?.status === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          The export failed. Please try again.
        </p>
      )}
      <Button
        variant="outline"
        disabled={start.isPending || working}
        onClick={() =>
          start.mutate(undefined, { onError: (error) => toast.error(errorMessage(error, 'Failed to start the export')) })
        }
      >
        {start.isPending && <Spinner />}
        Export My Data
      </Button>
    </SettingsSection>
  );
}

export function DeleteAccountSection({ me }: { me: Me }) {
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await remove.mutateAsync({ password, code: code || undefined, confirmation: confirmation as typeof DELETE_CONFIRMATION });
      toast.success('Your account was deleted');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to delete the account'));
    }
  };
  return (
    <SettingsSection id="delete" title="Delete my account" description="What happens when you delete your account:">
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {DELETION_EFFECTS.map((effect) => (
          <li key={effect}>{effect}</li>
        ))}
      </ul>
      <form onSubmit={onSubmit} className="space-y-3" aria-label="Delete my account">
        <FormField id="delete-password" label="Password">
          <Input
            id="delete-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </FormField>
        {me.user.twoFactorEnabled && (
          <FormField id="delete-code" label="Authentication code or backup code">
            <Input id="delete-code" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
          </FormField>
        )}
        <FormField id="delete-confirmation" label={`Type ${DELETE_CONFIRMATION} to confirm`}>
          <Input
            id="delete-confirmation"
            autoComplete="off"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
          />
        </FormField>
        <Button
          type="submit"
          variant="destructive"
          busy={remove.isPending}
          disabled={!password || confirmation !== DELETE_CONFIRMATION}
        >
          Delete My Account
        </Button>
      </form>
    </SettingsSection>
  );
}
