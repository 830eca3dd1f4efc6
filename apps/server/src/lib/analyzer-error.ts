/** Why an analysis could not fetch the site; `message` is shown to the user as is. */
export type AnalyzerErrorCode =
  | 'invalid_url'
  | 'blocked_scheme'
  | 'blocked_port'
  | 'blocked_address'
  | 'dns_failed'
  | 'connection_failed'
  | 'tls_failed'
  | 'timeout'
  | 'too_many_redirects'
  | 'bad_redirect'
  | 'not_html'
  | 'bad_response'
  | 'cancelled';

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
