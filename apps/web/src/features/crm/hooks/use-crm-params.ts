import { CLIENT_ACTIVITY_FILTERS, CLIENT_STATUSES, type ClientActivity, type ClientStatus } from '@proclub/contracts/crm';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ClientFilters } from '../api/crm-keys';

export const CRM_TABS = ['clients', 'projects', 'campaigns', 'messages'] as const;
export type CrmTab = (typeof CRM_TABS)[number];
export type ProjectsView = 'list' | 'board';

const isTab = (value: string | null): value is CrmTab => CRM_TABS.includes(value as CrmTab);
const isClientStatus = (value: string | null): value is ClientStatus => CLIENT_STATUSES.includes(value as ClientStatus);

type Param = 'tab' | 'view' | 'q' | 'status' | 'thread' | 'tag' | 'activity' | 'mine';

const isActivity = (value: string | null): value is ClientActivity => CLIENT_ACTIVITY_FILTERS.includes(value as ClientActivity);

/**
 * The CRM's navigation state lives in the URL (tab, projects view, client search and status filter, open
 * thread) so a reload or a shared link shows the same screen. Defaults are left out of the URL.
 */
export function useCrmParams() {
  const [params, setParams] = useSearchParams();

  const values = useMemo(() => {
    const tab: CrmTab = isTab(params.get('tab')) ? (params.get('tab') as CrmTab) : 'clients';
    const view: ProjectsView = params.get('view') === 'board' ? 'board' : 'list';
    const q = params.get('q')?.trim() ?? '';
    const status = isClientStatus(params.get('status')) ? (params.get('status') as ClientStatus) : undefined;
    const tag = params.get('tag')?.trim().toLowerCase() || undefined;
    const activity = isActivity(params.get('activity')) ? (params.get('activity') as ClientActivity) : undefined;
    // "Mine" (assigned to me) applies to the client and the project lists alike.
    const mine = params.get('mine') === '1';
    const clientFilters: ClientFilters = { q: q || undefined, status, tag, activity, assigned: mine ? 'me' : undefined };
    return { tab, view, q, status, tag, activity, mine, clientFilters, thread: params.get('thread') };
  }, [params]);

  const update = useCallback(
    (patch: Partial<Record<Param, string | null>>) =>
      setParams(
        () => {
          // From the live URL, not the params this callback was made with: a debounced search that fires after a
          // status change holds an older callback, and starting from its params undid the status filter.
          const next = new URLSearchParams(window.location.search);
          for (const [key, value] of Object.entries(patch)) {
            const isDefault = !value || (key === 'tab' && value === 'clients') || (key === 'view' && value === 'list');
            if (isDefault) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { ...values, update };
}
