import type { AnalysisFailure } from '@proclub/contracts/errors';

/** Why an analysis could not fetch the site (the contract's ANALYSIS_FAILURES); `message` is shown to the user as is. */
export type AnalyzerErrorCode = AnalysisFailure;

export class AnalyzerError extends Error {
  constructor(
    readonly code: AnalyzerErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AnalyzerError';
  }
}

/** Thrown inside the connect-time DNS lookup, so it may arrive wrapped by the HTTP client. */
export class BlockedAddressError extends AnalyzerError {
  constructor(host: string, address: string, reason: string) {
    super('blocked_address', `Refused to connect to ${host}: it resolves to ${address}, ${reason}.`);
    this.name = 'BlockedAddressError';
  }
}
