import { zodResolver } from '@hookform/resolvers/zod';
import { DELETE_CONFIRMATION, DELETION_EFFECTS, deleteAccountSchema } from '@proclub/contracts/accounts';
import type { Me } from '@proclub/contracts/profiles';
import { format } from 'date-fns';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { toastFailure } from '@/lib/toast-action';
import { useAccountExport, useDeleteAccount, useStartExport } from '../api/use-account-data';
import { SettingsForm } from './settings-form';
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
        onClick={() => start.mutate(undefined, { onError: (error) => toastFailure(error, 'Failed to start the export') })}
      >
        {start.isPending && <Spinner />}
        Export My Data
      </Button>
    </SettingsSection>
  );
}

export function DeleteAccountSection({ me }: { me: Me }) {
  const remove = useDeleteAccount();
  const form = useForm({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '', code: '', confirmation: '' as typeof DELETE_CONFIRMATION },
  });
  return (
    <SettingsSection id="delete" title="Delete my account" description="What happens when you delete your account:">
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {DELETION_EFFECTS.map((effect) => (
          <li key={effect}>{effect}</li>
        ))}
      </ul>
      {/* Enabled only once the words are typed exactly: a slip of the hand cannot delete an account. */}
      <SettingsForm
        form={form}
        label="Delete my account"
        fields={[
          { name: 'password', id: 'delete-password', label: 'Password', type: 'password', autoComplete: 'current-password' },
          ...(me.user.twoFactorEnabled
            ? [
                {
                  name: 'code' as const,
                  id: 'delete-code',
                  label: 'Authentication code or backup code',
                  autoComplete: 'one-time-code',
                  optional: true,
                },
              ]
            : []),
          {
            name: 'confirmation',
            id: 'delete-confirmation',
            label: `Type ${DELETE_CONFIRMATION} to confirm`,
            autoComplete: 'off',
          },
        ]}
        ready={form.watch('confirmation') === DELETE_CONFIRMATION}
        save={async ({ code, ...values }) => {
          await remove.mutateAsync({ ...values, code: code || undefined });
          return 'Your account was deleted';
        }}
        failure="Failed to delete the account"
        submitLabel="Delete My Account"
        busy={remove.isPending}
        destructive
        resetOnSuccess={false}
      />
    </SettingsSection>
  );
}
