import type { CheckResult, CheckStatus } from '@proclub/contracts/analysis';
import { normalizeWebsiteUrl } from '@proclub/contracts/analysis';
import type { AuditCheckChange, AuditDetail, AuditPage, AuditSummary, CreateAuditData } from '@proclub/contracts/hub';
import { AnalyzerError } from '../../lib/analyzer-error';
import { AppError, badRequest, notFound, rateLimited } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { decodeNewestCursor, newestPageOf } from '../../lib/newest-cursor';
import type { SafeFetcher } from '../../lib/safe-fetch';
import { analyzeLikeTheAnalysis, type analyzeSite } from '../analysis/analysis.public';
import type { RateLimiter, RateLimitRule } from '../auth/auth.public';
import { scoreAudit } from './audit-scope';
import type { AuditRow, AuditsRepository } from './audits.repository';
import type { HubClientsRepository } from './hub-clients.repository';
import { UNKNOWN_CLIENT_MESSAGE } from './hub-deps';

const CURSOR_TAG = 'client-audits';
const STATUS_RANK: Record<CheckStatus, number> = { fail: 0, warn: 1, pass: 2 };

const toSummary = (row: AuditRow): AuditSummary => ({
  id: row.id,
  clientId: row.clientId,
  clientName: row.clientName,
  auditType: row.auditType,
  websiteUrl: row.websiteUrl,
  score: row.score,
  previousScore: row.previousScore,
  lastRunAt: row.lastRunAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** Checks whose status moved between two runs, better and worse. */
export function compareChecks(previous: CheckResult[], latest: CheckResult[]) {
  const before = new Map(previous.map((check) => [check.id, check.status]));
  const improved: AuditCheckChange[] = [];
  const worsened: AuditCheckChange[] = [];
  for (const check of latest) {
    const from = before.get(check.id);
    if (!from || from === check.status) continue;
    const change = { id: check.id, label: check.label, from, to: check.status };
    (STATUS_RANK[check.status] > STATUS_RANK[from] ? improved : worsened).push(change);
  }
  return { improved, worsened };
}

export interface AuditsServiceDeps {
  audits: AuditsRepository;
  clients: HubClientsRepository;
  fetcher: SafeFetcher;
  limiter: RateLimiter;
  /** The analyzer's per-user budget: audit runs and analyses share it. */
  perUser: RateLimitRule;
}

/** Client audits: created for the seller's client, run through the website analyzer, each run kept. */
export class AuditsService {
  constructor(private readonly deps: AuditsServiceDeps) {}

  async create(workspaceId: string, input: CreateAuditData): Promise<AuditDetail> {
    if (!(await this.deps.clients.find(workspaceId, input.clientId))) throw badRequest('clientId', UNKNOWN_CLIENT_MESSAGE);
    const manual = typeof input.score === 'number' ? { score: input.score, source: 'manual' as const, findings: {} } : undefined;
    const id = await this.deps.audits.insert(
      workspaceId,
      { clientId: input.clientId, auditType: input.auditType, websiteUrl: normalizeWebsiteUrl(input.websiteUrl) },
      manual,
    );
    return this.get(workspaceId, id);
  }

  async list(workspaceId: string, cursor: string | undefined, limit: number): Promise<AuditPage> {
    const after = decodeNewestCursor(CURSOR_TAG, cursor);
    return newestPageOf(CURSOR_TAG, await this.deps.audits.page(workspaceId, limit, after), limit, toSummary);
  }

  private async require(workspaceId: string, id: string): Promise<AuditRow> {
    const row = isUuid(id) ? await this.deps.audits.find(workspaceId, id) : null;
    if (!row) throw notFound('Audit');
    return row;
  }

  /** The audit with its runs, the latest findings and what changed since the run before. */
  async get(workspaceId: string, id: string): Promise<AuditDetail> {
    const row = await this.require(workspaceId, id);
    const runs = await this.deps.audits.runs(row.id);
    const withFindings = runs.filter((run) => run.source === 'analyzer').slice(0, 2);
    const [latest, previous] = await Promise.all(withFindings.map((run) => this.deps.audits.findings(run.id)));
    const latestIsAnalyzer = runs[0]?.source === 'analyzer';
    const change =
      runs.length >= 2
        ? {
            scoreDelta: runs[0].score - runs[1].score,
            ...(latestIsAnalyzer && runs[1].source === 'analyzer' && latest?.checks && previous?.checks
              ? compareChecks(previous.checks, latest.checks)
              : { improved: [], worsened: [] }),
          }
        : null;
    return {
      ...toSummary(row),
      runs: runs.map((run) => ({ ...run, createdAt: run.createdAt.toISOString() })),
      findings: latestIsAnalyzer ? (latest?.checks ?? []) : [],
      groups: latestIsAnalyzer ? (latest?.groups ?? []) : [],
      finalUrl: latestIsAnalyzer ? (latest?.finalUrl ?? null) : null,
      change,
    };
  }

  /** Runs the analyzer on the audit's site now (counted against the analyzer's rate limit) and keeps the run. */
  async run(actor: { id: string; userId: string }, id: string, signal?: AbortSignal): Promise<AuditDetail> {
    const workspaceId = actor.id;
    const row = await this.require(workspaceId, id);
    // The analyzer's budget is the person's, whichever workspace they run it in.
    const wait = await this.deps.limiter.consume(`analysis:user:${actor.userId}`, this.deps.perUser);
    if (wait !== null) throw rateLimited('Too many analyses.', wait, { retryAfterSeconds: wait });
    let output: Awaited<ReturnType<typeof analyzeSite>>;
    try {
      output = await analyzeLikeTheAnalysis(row.websiteUrl, this.deps.fetcher, signal);
    } catch (error) {
      if (error instanceof AnalyzerError) throw new AppError(`analysis_${error.code}`, 422, error.message);
      throw error;
    }
    const { score, findings } = scoreAudit(row.auditType, output.analysisData);
    await this.deps.audits.addRun(row.id, { score, source: 'analyzer', findings });
    return this.get(workspaceId, row.id);
  }

  async delete(workspaceId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.deps.audits.delete(workspaceId, id))) throw notFound('Audit');
  }
}
