import type { ClientDashboard } from '@proclub/contracts/hub';
import type { FastifyBaseLogger } from 'fastify';
import { notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { ClientActivityRepository } from './client-activity.repository';
import type { ClientRanksRepository } from './client-ranks.repository';
import type { HubClientsRepository } from './hub-clients.repository';

const DAY_MS = 86_400_000;
/** How far back the score and rank chart goes. */
const HISTORY_DAYS = 365;

/** Real figures for one of the seller's clients (replacing the spec's hard-coded sample cards). */
export class ClientDashboardService {
  constructor(
    private readonly activity: ClientActivityRepository,
    private readonly ranks: ClientRanksRepository,
    private readonly clients: HubClientsRepository,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async get(workspaceId: string, clientId: string): Promise<ClientDashboard> {
    const client = isUuid(clientId) ? await this.clients.find(workspaceId, clientId) : null;
    if (!client) throw notFound('Client');
    // A figure that cannot be read is logged and shows as empty; the others still show (spec §8).
    const read = async <T>(what: string, work: () => Promise<T>, empty: T): Promise<T> => {
      try {
        return await work();
      } catch (error) {
        this.log.error({ err: error, clientId }, `reading the client dashboard's ${what} failed`);
        return empty;
      }
    };
    const history = { from: new Date(this.now().getTime() - HISTORY_DAYS * DAY_MS), to: this.now() };
    const [openProjects, milestones, unreadMessages, runs, rank, rankDays] = await Promise.all([
      read('projects', () => this.activity.openProjects(workspaceId, client.id), 0),
      read('milestones', () => this.activity.milestoneCounts(workspaceId, client.id), { done: 0, total: 0 }),
      read('unread messages', () => this.activity.unreadMessages(workspaceId, client.id), 0),
      read('audits', () => this.activity.auditRuns(workspaceId, client.id), []),
      read('average rank', () => this.ranks.average(workspaceId, client.id), { average: null, keywords: 0 }),
      read('rank history', () => this.ranks.series(workspaceId, client.id, history), []),
    ]);
    // The latest run of each day is its score (what the site scored by the end of it), as the proof report's
    // chart reads its periods: an average would plot a score the site never had.
    const byDay = new Map<string, { score: number | null; at: number; rank: number | null }>();
    const dayOf = (date: string) => {
      const entry = byDay.get(date) ?? { score: null, at: Number.NEGATIVE_INFINITY, rank: null };
      byDay.set(date, entry);
      return entry;
    };
    for (const run of runs) {
      const entry = dayOf(run.ranAt.toISOString().slice(0, 10));
      if (run.ranAt.getTime() >= entry.at) Object.assign(entry, { score: run.score, at: run.ranAt.getTime() });
    }
    for (const day of rankDays) dayOf(day.day).rank = day.average;
    return {
      clientId: client.id,
      clientName: client.name,
      openProjects,
      milestonesDone: milestones.done,
      milestonesTotal: milestones.total,
      latestAuditScore: runs.at(-1)?.score ?? null,
      averageRank: rank.average,
      rankedKeywords: rank.keywords,
      unreadMessages,
      series: [...byDay]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([date, { score, rank: averageRank }]) => ({ date, auditScore: score, averageRank })),
    };
  }
}
