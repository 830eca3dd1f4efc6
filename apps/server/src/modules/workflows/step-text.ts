import type { WorkflowStep } from '@proclub/contracts/workflows';

// Words the engine, its step effects and the test run share.

/** A failed step's log line (its error goes beside it). */
export function failedStepDetail(step: WorkflowStep) {
  return `${step.kind} step failed`;
}

export function humanSeconds(seconds: number): string {
  if (seconds % 86_400 === 0) return `${seconds / 86_400} day${seconds === 86_400 ? '' : 's'}`;
  if (seconds % 3600 === 0) return `${seconds / 3600} hour${seconds === 3600 ? '' : 's'}`;
  if (seconds % 60 === 0) return `${seconds / 60} minute${seconds === 60 ? '' : 's'}`;
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

/** A URL without its query and credentials (a token in a query string stays out of the log). */
export function safeUrlForLog(raw: string) {
  try {
    const url = new URL(raw);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return 'an invalid URL';
  }
}
