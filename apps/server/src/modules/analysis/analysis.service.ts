import crypto from 'node:crypto';
import {
  type AnalysisListItem,
  type AnalysisPage,
  type AnalysisResult,
  type AnalysisStreamEvent,
  type AnalyzeRequest,
  INDUSTRIES,
  INDUSTRY_DEFAULTS,
  type Industry,
  industryLabels,
  normalizeWebsiteUrl,
  type RepriceRequest,
  type RoiDefault,
  type RoiInputs,
  visitorsRangeError,
} from '@proclub/contracts/analysis';
import type { PublicBrand } from '@proclub/contracts/hub';
import type { FastifyBaseLogger } from 'fastify';
import { appUrl } from '../../config/app-origin';
import type { Env } from '../../config/env';
import { AnalyzerError } from '../../lib/analyzer-error';
import { AppError, badRequest, notFound, rateLimited } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { decodeNewestCursor, newestPageOf } from '../../lib/newest-cursor';
import type { SafeFetcher } from '../../lib/safe-fetch';
import type { AuthUser } from '../../plugins/auth';
import type { Mailer } from '../../plugins/mailer/mailer.plugin';
import type { RateLimiter, RateLimitRule } from '../auth/auth.public';
import type { ProfileLookup } from '../profiles/profiles.public';
import type { AnalysisRepository, AnalysisRow } from './analysis.repository';
import { renderAnalysisPdf } from './analysis-pdf';
import { analyzeSite } from './analyzer';
import { buildBenchmark, type CompetitorOutcome } from './benchmark';
import type { PageRenderer } from './page-renderer';
import { type BusinessSize, businessSize, recommend, summarize } from './recommendations';
import { renderReportEmail, siteName } from './report-email';

const CURSOR_TAG = 'analyses';
const minutes = (n: number) => n * 60_000;

const pdfName = (result: AnalysisResult) =>
  `Website analysis ${siteName(result.analysisData.finalUrl || result.website).replace(/[^\w .-]+/g, '')}.pdf`;

const sameSecret = (saved: string, given: string) => {
  const [a, b] = [Buffer.from(saved), Buffer.from(given)];
  return a.length === b.length && crypto.timingSafeEqual(a, b);
};

export function toResult(row: AnalysisRow): AnalysisResult {
  return {
    id: row.id,
    website: row.clientWebsite,
    googleBusinessProfile: row.googleBusinessProfile,
    createdAt: row.createdAt.toISOString(),
    summary: row.summary,
    recommendations: row.recommendations,
    analysisData: row.analysisData,
  };
}

const tooMany = (what: string, retryAfterSeconds: number) => rateLimited(what, retryAfterSeconds, { retryAfterSeconds });

export interface AnalysisServiceDeps {
  analyses: AnalysisRepository;
  profiles: ProfileLookup;
  limiter: RateLimiter;
  fetcher: SafeFetcher;
  /** Headless Chromium for client-rendered pages; absent = every page is read as served. */
  renderer?: PageRenderer;
  mailer: Mailer;
  env: Env;
  log: FastifyBaseLogger;
  /** Membership add-ons of the sender (White Label removes our branding from the emailed report). */
  membership?: { features(userId: string): Promise<{ whiteLabel: boolean }> };
}

/** Runs analyses (rate-limited per user and per IP), saves them in the current workspace, lists and emails them. */
export class AnalysisService {
  private readonly perUser: RateLimitRule;
  private readonly perIp: RateLimitRule;
  private readonly anonymousPerIp: RateLimitRule;
  private readonly emailsPerUser: RateLimitRule;

  constructor(private readonly deps: AnalysisServiceDeps) {
    const window = minutes(deps.env.ANALYSIS_WINDOW_MINUTES);
    this.perUser = { limit: deps.env.ANALYSES_PER_USER, windowMs: window };
    this.perIp = { limit: deps.env.ANALYSES_PER_IP, windowMs: window };
    this.anonymousPerIp = { limit: deps.env.ANONYMOUS_ANALYSES_PER_IP, windowMs: window };
    this.emailsPerUser = { limit: deps.env.REPORT_EMAILS_PER_USER, windowMs: minutes(60) };
  }

  /** Counts the attempt against the caller's budgets; throws 429 (before any network work) when over. */
  async admit(user: AuthUser | null, ip: string): Promise<void> {
    const ipWait = await this.deps.limiter.consume(`analysis:ip:${ip}`, this.perIp);
    if (ipWait !== null) throw tooMany('Too many analyses from this network.', ipWait);
    if (user) {
      const userWait = await this.deps.limiter.consume(`analysis:user:${user.id}`, this.perUser);
      if (userWait !== null) throw tooMany('Too many analyses.', userWait);
    } else {
      const anonymousWait = await this.deps.limiter.consume(`analysis:anonymous-ip:${ip}`, this.anonymousPerIp);
      if (anonymousWait !== null) throw tooMany('Too many analyses without an account from this network.', anonymousWait);
    }
  }

  /**
   * Analyzes the site and, for a signed-in seller, saves it (spec: a failed save is only logged and the
   * result is still returned, with id null). Analyzer refusals become 422 with their own message.
   */
  async analyze(
    workspace: { id: string; userId: string } | null,
    input: {
      website: string;
      googleBusinessProfile?: string | null;
      pricing?: AnalyzeRequest['pricing'];
      render?: boolean;
      competitors?: string[];
    },
    options: { signal?: AbortSignal; onEvent?: (event: AnalysisStreamEvent) => void } = {},
  ): Promise<AnalysisResult> {
    const website = normalizeWebsiteUrl(input.website);
    const googleBusinessProfile = input.googleBusinessProfile ?? null;
    const pricing = await this.roiInputs(workspace?.id ?? null, input.pricing);
    // Competitors are analysed alongside (homepage only; rendered when they are shells), never failing the analysis.
    const competitorUrls = [...new Set((input.competitors ?? []).map((url) => normalizeWebsiteUrl(url)))]
      .filter((url) => url !== website)
      .slice(0, 3);
    if (competitorUrls.length > 0) options.onEvent?.({ type: 'progress', step: 'competitors', state: 'running' });
    else options.onEvent?.({ type: 'progress', step: 'competitors', state: 'skipped', detail: 'No competitors given' });
    const competitorRuns = competitorUrls.map((url) =>
      analyzeSite({ url, googleBusinessProfile: null, pricing }, this.deps.fetcher, {
        signal: options.signal,
        renderer: this.deps.renderer,
      }).then(
        (done): CompetitorOutcome => ({ website: url, data: done.analysisData }),
        (error: unknown): CompetitorOutcome => ({
          website: url,
          error: error instanceof AnalyzerError ? error.message : 'The competitor could not be analyzed.',
        }),
      ),
    );
    let output: Awaited<ReturnType<typeof analyzeSite>>;
    try {
      output = await analyzeSite({ url: website, googleBusinessProfile, pricing, render: input.render }, this.deps.fetcher, {
        signal: options.signal,
        renderer: this.deps.renderer,
        crawler: this.deps.env.ANALYZER_CRAWL_PAGES > 0 ? { pages: this.deps.env.ANALYZER_CRAWL_PAGES } : undefined,
        onProgress: (step, state, detail) => options.onEvent?.({ type: 'progress', step, state, ...(detail ? { detail } : {}) }),
      });
    } catch (error) {
      await Promise.all(competitorRuns);
      if (error instanceof AnalyzerError) throw new AppError(`analysis_${error.code}`, 422, error.message);
      throw error;
    }
    if (competitorRuns.length > 0) {
      const outcomes = await Promise.all(competitorRuns);
      output.analysisData.benchmark = buildBenchmark(output.analysisData, outcomes);
      const failed = outcomes.filter((outcome) => 'error' in outcome).length;
      options.onEvent?.({
        type: 'progress',
        step: 'competitors',
        state: 'done',
        detail: `${outcomes.length - failed} of ${outcomes.length} analyzed`,
      });
    }
    const result: AnalysisResult = {
      id: null,
      website,
      googleBusinessProfile,
      createdAt: new Date().toISOString(),
      ...output,
    };
    if (workspace) {
      try {
        const saved = await this.deps.analyses.insert(workspace.id, workspace.userId, {
          clientWebsite: website,
          googleBusinessProfile,
          analysisData: output.analysisData,
          recommendations: output.recommendations,
          summary: output.summary,
          overallScore: output.analysisData.overallScore,
        });
        result.id = saved.id;
        result.createdAt = saved.createdAt.toISOString();
      } catch (error) {
        this.deps.log.error({ err: error }, 'saving a client analysis failed');
      }
    }
    return result;
  }

  /** The request's ROI inputs, completed from the seller's defaults for the industry, then the built-in ones. */
  private async roiInputs(workspaceId: string | null, requested: AnalyzeRequest['pricing']): Promise<RoiInputs> {
    const industry: Industry = requested?.industry ?? 'general';
    const own = workspaceId
      ? (await this.deps.analyses.roiDefaults(workspaceId)).find((row) => row.industry === industry)
      : undefined;
    const builtIn = INDUSTRY_DEFAULTS[industry];
    const rangeError = visitorsRangeError(requested?.visitorsLow, requested?.visitorsHigh);
    if (rangeError) throw badRequest('visitorsHigh', rangeError);
    return {
      industry,
      averageSaleCents: requested?.averageSaleCents ?? own?.averageSaleCents ?? builtIn.averageSaleCents,
      closeRatePercent: requested?.closeRatePercent ?? own?.closeRatePercent ?? builtIn.closeRatePercent,
      marginPercent: requested?.marginPercent ?? own?.marginPercent ?? builtIn.marginPercent,
      ...(requested?.visitorsLow !== undefined ? { visitorsLow: requested.visitorsLow } : {}),
      ...(requested?.visitorsHigh !== undefined ? { visitorsHigh: requested.visitorsHigh } : {}),
    };
  }

  /** Every industry with the seller's values where they set them, else the built-in ones. */
  async roiDefaults(workspaceId: string): Promise<RoiDefault[]> {
    const own = new Map((await this.deps.analyses.roiDefaults(workspaceId)).map((row) => [row.industry, row]));
    return INDUSTRIES.map((industry) => {
      const custom = own.get(industry);
      const builtIn = INDUSTRY_DEFAULTS[industry];
      return {
        industry,
        label: industryLabels[industry],
        averageSaleCents: custom?.averageSaleCents ?? builtIn.averageSaleCents,
        closeRatePercent: custom?.closeRatePercent ?? builtIn.closeRatePercent,
        marginPercent: custom?.marginPercent ?? builtIn.marginPercent,
        custom: !!custom,
      };
    });
  }

  async saveRoiDefault(
    workspaceId: string,
    industry: Industry,
    values: { averageSaleCents: number; closeRatePercent: number; marginPercent?: number },
  ): Promise<RoiDefault[]> {
    await this.deps.analyses.saveRoiDefault(workspaceId, industry, values);
    return this.roiDefaults(workspaceId);
  }

  async resetRoiDefault(workspaceId: string, industry: Industry): Promise<RoiDefault[]> {
    await this.deps.analyses.deleteRoiDefault(workspaceId, industry);
    return this.roiDefaults(workspaceId);
  }

  /** Prices a saved analysis again with new ROI inputs (same findings, same size cap) and saves it. */
  async reprice(workspaceId: string, id: string, { include, ...inputs }: RepriceRequest): Promise<AnalysisResult> {
    const row = isUuid(id) ? await this.deps.analyses.find(workspaceId, id) : null;
    if (!row) throw notFound('Analysis');
    const rangeError = visitorsRangeError(inputs.visitorsLow, inputs.visitorsHigh);
    if (rangeError) throw badRequest('visitorsHigh', rangeError);
    const data = row.analysisData;
    const size: BusinessSize = data.pricing?.businessSize ?? businessSize(data.wordCount ?? 300, 0);
    const { recommendations, pricing } = recommend(data.checks, {
      inputs,
      size,
      hasEmail: !!data.business?.email,
      include: include ?? data.pricing?.included ?? [],
    });
    const summary = summarize(recommendations);
    const analysisData = { ...data, pricing };
    await this.deps.analyses.updatePricing(workspaceId, id, { analysisData, recommendations, summary });
    return toResult({ ...row, analysisData, recommendations, summary });
  }

  async history(workspaceId: string, cursor: string | undefined, limit: number): Promise<AnalysisPage> {
    const after = decodeNewestCursor(CURSOR_TAG, cursor);
    const rows = await this.deps.analyses.page(workspaceId, limit, after);
    return newestPageOf(
      CURSOR_TAG,
      rows,
      limit,
      (row): AnalysisListItem => ({
        id: row.id,
        website: row.clientWebsite,
        googleBusinessProfile: row.googleBusinessProfile,
        overallScore: row.overallScore,
        totalRecommendations: row.summary.totalRecommendations,
        totalMonthlyRevenue: row.summary.totalMonthlyRevenue,
        createdBy: row.createdBy ? { id: row.createdBy, name: row.createdByName ?? 'Deleted user' } : null,
        createdAt: row.createdAt.toISOString(),
      }),
    );
  }

  async get(workspaceId: string, id: string): Promise<AnalysisResult> {
    const row = isUuid(id) ? await this.deps.analyses.find(workspaceId, id) : null;
    if (!row) throw notFound('Analysis');
    return toResult(row);
  }

  /** The seller's brand on the prospect's report: their company (or name), and whether White Label is on. */
  private async brandOf(workspaceId: string, fallbackName?: string): Promise<PublicBrand> {
    const profile = await this.deps.profiles.findById(workspaceId);
    const name = profile?.companyName || profile?.fullName || fallbackName || 'your consultant';
    const whiteLabel = (await this.deps.membership?.features(workspaceId))?.whiteLabel ?? false;
    return { name, whiteLabel };
  }

  /** The saved analysis as the prospect's PDF, in the seller's brand. */
  async pdf(workspaceId: string, id: string): Promise<{ file: Buffer; name: string }> {
    const result = await this.get(workspaceId, id);
    const file = await renderAnalysisPdf(result, await this.brandOf(workspaceId));
    return { file, name: pdfName(result) };
  }

  /** The PDF behind the link in the emailed report: `<analysis id>.<secret>`, the secret saved when it was emailed. */
  async publicPdf(token: string): Promise<{ file: Buffer; name: string }> {
    const [id = '', secret = ''] = token.split('.');
    const row = isUuid(id) ? await this.deps.analyses.findForLink(id) : null;
    const saved = (row?.analysisData as { pdfToken?: string } | undefined)?.pdfToken;
    if (!row || !saved || !sameSecret(saved, secret)) throw notFound('Report');
    const result = toResult(row);
    return { file: await renderAnalysisPdf(result, await this.brandOf(row.workspaceId)), name: pdfName(result) };
  }

  /** The link to the analysis's PDF for the prospect (its secret made and saved once). */
  private async pdfLink(workspaceId: string, row: AnalysisResult): Promise<string> {
    let secret = (row.analysisData as { pdfToken?: string }).pdfToken;
    if (!secret || !row.id) {
      secret = crypto.randomBytes(24).toString('base64url');
      const saved = row.id ? await this.deps.analyses.find(workspaceId, row.id) : null;
      if (saved)
        await this.deps.analyses.updatePricing(workspaceId, saved.id, {
          analysisData: { ...saved.analysisData, pdfToken: secret } as AnalysisRow['analysisData'],
          recommendations: saved.recommendations,
          summary: saved.summary,
        });
    }
    return `${appUrl(this.deps.env)}/api/public/analysis-reports/${row.id}.${secret}/pdf`;
  }

  /** Emails the saved report (rendered here from the stored analysis, never from client-sent HTML), linking its PDF. */
  async emailReport(
    workspaceId: string,
    sender: AuthUser,
    id: string,
    to: string,
  ): Promise<{ to: string; subject: string; queued: true }> {
    const result = await this.get(workspaceId, id);
    const wait = await this.deps.limiter.consume(`report-email:user:${sender.id}`, this.emailsPerUser);
    if (wait !== null) throw tooMany('Too many report emails.', wait);
    const { name: senderName, whiteLabel } = await this.brandOf(workspaceId, sender.name);
    const email = await renderReportEmail(result, {
      appUrl: appUrl(this.deps.env),
      senderName,
      whiteLabel,
      pdfUrl: await this.pdfLink(workspaceId, result),
    });
    // The prospect's mail is the workspace's: its name as the sender, answers to the person who sent it.
    await this.deps.mailer.send({ to, ...email, fromName: senderName, replyTo: sender.email });
    return { to, subject: email.subject, queued: true };
  }
}
