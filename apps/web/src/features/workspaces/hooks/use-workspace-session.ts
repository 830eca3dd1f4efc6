import type { Workspace } from '@proclub/contracts/workspaces';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { setCurrentWorkspaceId, useCurrentWorkspaceId } from '@/lib/current-workspace';
import { useRealtimeChannel } from '@/lib/use-realtime-channel';
import { useWorkspaces, workspaceKeys } from '../api/use-workspaces';

/** Queries that do not depend on the workspace: the session, the workspace list and invitation previews. */
const PERSONAL_QUERIES = new Set(['me', 'workspaces', 'invitation']);

/** Makes `id` this tab's workspace and reloads every screen's data for it. */
export function switchWorkspace(queryClient: QueryClient, id: string | null): void {
  setCurrentWorkspaceId(id);
  void queryClient.resetQueries({ predicate: (query) => !PERSONAL_QUERIES.has(String(query.queryKey[0])) });
}

/** The workspace a tab falls back to: the person's own (its id is their account's), else the first they belong to. */
const fallbackOf = (items: Workspace[], userId: string) => (items.find((item) => item.id === userId) ?? items[0])?.id ?? null;

/**
 * The signed-in shell's workspace: the list, the current one (validated against the list on load — a stale choice
 * from a removed membership falls back), and the live end of access (ADR 045 §8): when the owner removes this person,
 * the server says so on their own channel and this tab leaves that workspace at once.
 */
export function useWorkspaceSession(userId: string | null) {
  const list = useWorkspaces(userId !== null);
  const currentId = useCurrentWorkspaceId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const items = list.data;

  useEffect(() => {
    if (!userId || !items) return;
    if (currentId && items.some((item) => item.id === currentId)) return;
    const next = fallbackOf(items, userId);
    if (next !== currentId) switchWorkspace(queryClient, next);
  }, [userId, items, currentId, queryClient]);

  useRealtimeChannel(userId ? `user:${userId}` : null, (event) => {
    if (event.type !== 'workspace.access_ended') return;
    const workspaceId = String(event.workspaceId);
    const name = String(event.name);
    const remaining = (items ?? []).filter((item) => item.id !== workspaceId);
    queryClient.setQueryData(workspaceKeys.list, remaining);
    void queryClient.invalidateQueries({ queryKey: workspaceKeys.list });
    if (workspaceId !== currentId) return;
    toast.error(`You no longer have access to ${name}`, { id: `access-ended-${workspaceId}` });
    switchWorkspace(queryClient, userId ? fallbackOf(remaining, userId) : null);
    navigate('/dashboard', { replace: true });
  });

  const current = items?.find((item) => item.id === currentId) ?? null;
  return { list, items: items ?? [], current, currentId };
}

/** The tab's workspace as the list describes it (name, role), for a screen inside the shell. */
export function useCurrentWorkspace() {
  const list = useWorkspaces();
  const currentId = useCurrentWorkspaceId();
  return { list, current: list.data?.find((item) => item.id === currentId) ?? null };
}
