import {
  EMAIL_MODES,
  type EmailMode,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreference,
  notificationKindLabels,
} from '@proclub/contracts/notifications';
import { isSellerRole, type Role } from '@proclub/contracts/profiles';
import { ErrorState } from '@/components/ui/error-state';
import { SelectOptions } from '@/components/ui/select-options';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/use-notification-preferences';

const emailLabels: Record<EmailMode, string> = { off: 'No email', immediate: 'Email right away', digest: 'Daily digest' };

/** Kinds that can only happen to a seller (orders received, reviews, proposals, reports, campaigns, audits). */
const SELLER_ONLY = new Set<NotificationKind>([
  'review_received',
  'proposal_viewed',
  'proposal_accepted',
  'proposal_declined',
  'report_viewed',
  'campaign_finished',
  'audit_score_dropped',
]);

/**
 * Account settings → Notifications: per kind, whether it shows in the app and whether it is emailed (right away
 * or in the daily digest). Turning both off silences the kind. Each change saves at once.
 */
export function NotificationPreferencesSection({ role }: { role: Role | null }) {
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const kinds = NOTIFICATION_KINDS.filter((kind) => isSellerRole(role) || role === 'admin' || !SELLER_ONLY.has(kind));
  const change = async (next: NotificationPreference) => {
    try {
      await save.mutateAsync([next]);
      toastSuccess('Notification settings saved');
    } catch (error) {
      toastFailure(error, 'Failed to save notification settings');
    }
  };
  return (
    <section
      id="notifications"
      aria-labelledby="notifications-heading"
      className="space-y-4 rounded-lg border border-border bg-card p-6 shadow-sm"
    >
      <div className="space-y-1">
        <h2 id="notifications-heading" className="text-lg font-semibold">
          Notifications
        </h2>
        <p className="text-sm text-muted-foreground">
          Choose what shows in the app and what reaches you by email — right away or once a day in a digest.
        </p>
      </div>
      {preferences.isPending && (
        <div role="status" aria-label="Loading notification settings">
          <Skeleton className="h-40 w-full" />
        </div>
      )}
      {preferences.isError && (
        <ErrorState message="Could not load your notification settings." onRetry={() => preferences.refetch()} />
      )}
      {preferences.data && (
        <ul className="divide-y divide-border">
          {kinds.map((kind) => {
            const current = preferences.data.find((item) => item.kind === kind) ?? { kind, inApp: true, email: 'off' as const };
            const label = notificationKindLabels[kind];
            return (
              <li key={kind} className="flex flex-wrap items-center gap-3 py-3" data-kind={kind}>
                <span className="min-w-40 flex-1 text-sm font-medium">{label}</span>
                <span className="flex items-center gap-2 text-sm">
                  <Switch
                    checked={current.inApp}
                    onCheckedChange={(inApp) => change({ ...current, inApp })}
                    aria-label={`${label}: in the app`}
                  />
                  <span aria-hidden="true">In the app</span>
                </span>
                <select
                  className="h-9 rounded-md border border-input bg-background px-2 text-sm"
                  value={current.email}
                  aria-label={`${label}: email`}
                  onChange={(event) => change({ ...current, email: event.target.value as EmailMode })}
                >
                  <SelectOptions values={EMAIL_MODES} label={(mode) => emailLabels[mode]} />
                </select>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
