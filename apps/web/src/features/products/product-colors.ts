import type { CitationStatus, PostState } from '@proclub/contracts/products';

/** Status colours are data (DESIGN §6): one map per status set, used by every badge. */
export const citationStatusColors: Record<CitationStatus, string> = {
  verified: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  pending: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200',
  error: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
};
export const citationStatusLabels: Record<CitationStatus, string> = { verified: 'Verified', pending: 'Pending', error: 'Error' };

export const postStatusColors: Record<PostState, string> = {
  scheduled: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  draft: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  published: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
};
export const postStatusLabels: Record<PostState, string> = { scheduled: 'Scheduled', draft: 'Draft', published: 'Published' };

export const reviewPlatformStatusColors: Record<'active' | 'pending', string> = {
  active: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  pending: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200',
};

export const contentStatusColors: Record<'draft' | 'ready' | 'published', string> = {
  draft: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  ready: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  published: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
};

export const backlinkStatusColors: Record<'live' | 'lost', string> = {
  live: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  lost: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
};

/** Rank change: up green, down red, unchanged muted, New blue. */
export function rankChangeClass(change: string): string {
  if (change === 'New') return 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200';
  if (change.startsWith('+')) return 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200';
  if (change === '—') return 'bg-muted text-muted-foreground';
  return 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200';
}

/** Score colours (DESIGN §6): green ≥ 80, yellow 60–79, red < 60. */
export function scoreClass(score: number): string {
  if (score >= 80) return 'text-green-700 dark:text-green-400';
  if (score >= 60) return 'text-yellow-700 dark:text-yellow-400';
  return 'text-red-700 dark:text-red-400';
}
export function scoreBarClass(score: number): string {
  if (score >= 80) return 'bg-green-600';
  if (score >= 60) return 'bg-yellow-500';
  return 'bg-red-600';
}
