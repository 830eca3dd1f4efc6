import type { SafeFetcher } from '../../lib/safe-fetch';
import { type AnalyzeOutput, analyzeSite } from './analyzer';
import type { PageRenderer } from './page-renderer';

/**
 * How the analysis reads a site — its renderer and its crawl — registered by the analysis routes, so that a
 * re-audit (hub audits and scheduled re-audits) runs the same crawl and the same checks as the analysis that was
 * sold: the first audit's baseline then equals the analysis. Without a registration (a module used alone, tests),
 * a re-audit reads the homepage only, as before.
 */
interface Engine {
  renderer?: PageRenderer;
  crawler?: { pages: number };
}

let engine: Engine = {};

/** Registers the analysis's renderer and crawl; returns the function that removes them (on app close). */
export function registerAnalysisEngine(next: Engine): () => void {
  engine = next;
  return () => {
    if (engine === next) engine = {};
  };
}

/** The analysis as the analysis page runs it (same rendering rules, same crawl), for a client's site. */
export function analyzeLikeTheAnalysis(url: string, fetcher: SafeFetcher, signal?: AbortSignal): Promise<AnalyzeOutput> {
  return analyzeSite({ url, googleBusinessProfile: null }, fetcher, {
    signal,
    renderer: engine.renderer,
    crawler: engine.crawler,
  });
}

/** The process id of the registered renderer's worker (the root of its Chromium process tree), for the bench. */
export function renderWorkerPid(): number | null {
  return engine.renderer?.workerPid() ?? null;
}
