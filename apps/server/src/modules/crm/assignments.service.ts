import { countNoun } from '@proclub/contracts/common';
import type { Client, Project } from '@proclub/contracts/crm';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { Notifier } from '../notifications/notifications.public';
import type { Teammate, WorkspaceTeam } from '../workspaces/workspaces.public';
import type { ClientsRepository } from './clients.repository';
import type { ClientsService } from './clients.service';
import type { ProjectsRepository } from './projects.repository';
import type { ProjectsService } from './projects.service';

/** Sends an event to a realtime channel (app.realtime.publish). */
type Publish = (channel: string, event: { type: string; [key: string]: unknown }) => Promise<void>;

export interface AssignmentsDeps {
  clients: ClientsRepository;
  projects: ProjectsRepository;
  clientViews: Pick<ClientsService, 'get'>;
  projectViews: Pick<ProjectsService, 'get'>;
  team: WorkspaceTeam;
  notifier: Pick<Notifier, 'notify'>;
  publish: Publish;
  log: FastifyBaseLogger;
}

type Actor = { id: string; userId: string };

export const NOT_A_MEMBER = 'Choose a member of this workspace';

/**
 * Who looks after a client or runs a project (issue 31): only a member of the workspace may be assigned. The team
 * sees the change live on workspace:<id>; the assignee (unless they assigned themselves) gets a notification — the
 * bell at once, an email as their preference for "Assigned to you" says.
 */
export class AssignmentsService {
  constructor(private readonly deps: AssignmentsDeps) {}

  async assignClient(actor: Actor, clientId: string, userId: string | null): Promise<Client> {
    const client = isUuid(clientId) ? await this.deps.clients.find(actor.id, clientId) : null;
    if (!client) throw notFound('Client');
    const assignee = await this.memberOrNull(actor.id, userId);
    if (!(await this.deps.clients.assign(actor.id, clientId, userId))) throw notFound('Client');
    await this.announce(actor, assignee, {
      type: 'client.assigned',
      id: clientId,
      what: client.name,
      link: `/crm/clients/${clientId}`,
      subject: 'client',
    });
    return this.deps.clientViews.get(actor.id, clientId);
  }

  async assignProject(actor: Actor, projectId: string, userId: string | null): Promise<Project> {
    const project = isUuid(projectId) ? await this.deps.projects.find(actor.id, projectId) : null;
    if (!project) throw notFound('Project');
    const assignee = await this.memberOrNull(actor.id, userId);
    if (!(await this.deps.projects.assign(actor.id, projectId, userId))) throw notFound('Project');
    await this.announce(actor, assignee, {
      type: 'project.assigned',
      id: projectId,
      what: project.title,
      link: '/crm?tab=projects',
      subject: 'project',
    });
    return this.deps.projectViews.get(actor.id, projectId);
  }

  /** Assigns a selection of clients (all the workspace's, or 404 and nothing changes); the assignee hears once. */
  async assignClients(actor: Actor, ids: string[], userId: string | null): Promise<{ count: number }> {
    const assignee = await this.memberOrNull(actor.id, userId);
    const count = await this.deps.clients.bulk(actor.id, ids, { action: 'assign', userId });
    if (count === null) throw notFound('Client');
    await this.announceMany(actor, assignee, { type: 'clients.assigned', ids, noun: 'client', link: '/crm?mine=1' });
    return { count };
  }

  /** Assigns a selection of projects, as assignClients. */
  async assignProjects(actor: Actor, ids: string[], userId: string | null): Promise<{ count: number }> {
    const assignee = await this.memberOrNull(actor.id, userId);
    const count = await this.deps.projects.bulk(actor.id, ids, { action: 'assign', userId });
    if (count === null) throw notFound('Project');
    await this.announceMany(actor, assignee, {
      type: 'projects.assigned',
      ids,
      noun: 'project',
      link: '/crm?tab=projects&mine=1',
    });
    return { count };
  }

  /** 400 naming the field, before anything changes, unless the person belongs to the workspace. */
  private async memberOrNull(workspaceId: string, userId: string | null): Promise<Teammate | null> {
    if (userId === null) return null;
    const member = await this.deps.team.member(workspaceId, userId);
    if (!member) throw badRequest('userId', NOT_A_MEMBER);
    return member;
  }

  /** One live event for the team and one notice for the assignee, however many records moved. */
  private async announceMany(
    actor: Actor,
    assignee: Teammate | null,
    change: { type: string; ids: string[]; noun: 'client' | 'project'; link: string },
  ): Promise<void> {
    const assigned = assignee ? { id: assignee.userId, name: assignee.name } : null;
    await this.deps
      .publish(`workspace:${actor.id}`, { type: change.type, ids: change.ids, assignee: assigned, by: actor.userId })
      .catch((error: unknown) => this.deps.log.error({ err: error }, `publishing ${change.type} failed`));
    if (!assignee || assignee.userId === actor.userId) return;
    const what = countNoun(change.ids.length, change.noun);
    try {
      const by = (await this.deps.team.member(actor.id, actor.userId))?.name ?? 'A teammate';
      await this.deps.notifier.notify({
        userId: assignee.userId,
        kind: 'assigned',
        title: `${by} assigned you ${what}`,
        body: `${by} assigned ${what} to you.`,
        link: change.link,
      });
    } catch (error) {
      this.deps.log.error({ err: error }, 'notifying the assignee failed');
    }
  }

  private async announce(
    actor: Actor,
    assignee: Teammate | null,
    change: { type: string; id: string; what: string; link: string; subject: 'client' | 'project' },
  ): Promise<void> {
    const assigned = assignee ? { id: assignee.userId, name: assignee.name } : null;
    await this.deps
      .publish(`workspace:${actor.id}`, { type: change.type, id: change.id, assignee: assigned, by: actor.userId })
      .catch((error: unknown) => this.deps.log.error({ err: error }, `publishing ${change.type} failed`));
    if (!assignee || assignee.userId === actor.userId) return;
    try {
      const by = (await this.deps.team.member(actor.id, actor.userId))?.name ?? 'A teammate';
      await this.deps.notifier.notify({
        userId: assignee.userId,
        kind: 'assigned',
        title: `${by} assigned you ${change.what}`,
        body: `${by} assigned the ${change.subject} “${change.what}” to you.`,
        link: change.link,
        subject: { type: change.subject, id: change.id },
      });
    } catch (error) {
      this.deps.log.error({ err: error }, 'notifying the assignee failed');
    }
  }
}
