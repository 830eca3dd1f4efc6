import type { ClientActivity, ClientStatus, ProjectStatus, TimelineKind } from '@proclub/contracts/crm';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

export interface ClientFilters {
  q?: string;
  status?: ClientStatus;
  tag?: string;
  activity?: ClientActivity;
  /** "Mine": only the clients assigned to the signed-in member. */
  assigned?: 'me';
}

/**
 * Query keys of the CRM. Everything lives under 'crm' so a mutation can invalidate exactly the lists its
 * change shows up in (a renamed client also renames it on project cards and in thread lists).
 */
export const crmKeys = {
  all: sharedQueryKeys.crm,
  clientsAll: ['crm', 'clients'] as const,
  clients: (filters: ClientFilters) => ['crm', 'clients', 'list', filters] as const,
  clientOptions: ['crm', 'clients', 'options'] as const,
  client: (id: string) => ['crm', 'clients', 'detail', id] as const,
  timeline: (id: string, kind: TimelineKind | undefined) => ['crm', 'clients', 'timeline', id, kind ?? 'all'] as const,
  billing: (id: string) => ['crm', 'clients', 'billing', id] as const,
  notes: (id: string) => ['crm', 'clients', 'notes', id] as const,
  /** The client record's Files section: every project's files of one client. */
  clientFiles: (id: string) => ['crm', 'clients', 'files', id] as const,
  /** A client's projects, to choose which one a file is shared on. */
  clientProjects: (id: string) => ['crm', 'clients', 'projects', id] as const,
  clientTags: ['crm', 'clients', 'tags'] as const,
  savedViews: ['crm', 'saved-views'] as const,
  clientOptionsFor: (q: string) => ['crm', 'clients', 'options', q] as const,
  projectsAll: ['crm', 'projects'] as const,
  projects: (status: ProjectStatus | undefined, mine = false) =>
    ['crm', 'projects', 'list', status ?? 'all', mine ? 'mine' : 'everyone'] as const,
  /** Every board (everyone's and "Mine"); `boardOf` names one. */
  board: ['crm', 'projects', 'board'] as const,
  boardOf: (mine: boolean) => ['crm', 'projects', 'board', mine ? 'mine' : 'everyone'] as const,
  project: (id: string) => ['crm', 'projects', 'detail', id] as const,
  serviceOptions: ['crm', 'service-options'] as const,
  members: (workspaceId: string) => ['crm', 'members', workspaceId] as const,
  serviceOptionsFor: (q: string) => ['crm', 'service-options', q] as const,
  milestones: (projectId: string) => ['crm', 'milestones', projectId] as const,
  threadsAll: sharedQueryKeys.crmThreads,
  sellerThreads: ['crm', 'threads', 'seller'] as const,
  myThreads: ['crm', 'threads', 'mine'] as const,
  messages: (projectId: string) => ['crm', 'messages', projectId] as const,
  /** A client's campaign history, refreshed with the campaigns feature's keys (same root). */
  clientCampaigns: (clientId: string) => [...sharedQueryKeys.campaigns, 'client', clientId] as const,
};
