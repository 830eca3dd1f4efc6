import { resolveTxt } from 'node:dns/promises';
import type { Env } from '../../config/env';

/** Where the agency puts the TXT record for a domain, and what it must hold. */
export const txtRecordName = (domain: string) => `_proclub.${domain}`;
export const txtRecordValue = (token: string) => `proclub-verify=${token}`;

/** Whether a domain's DNS holds the verification record (ADR 051). */
export interface DomainVerifier {
  hasTxtRecord(name: string, value: string): Promise<boolean>;
}

/** The real check: a TXT lookup (node:dns); any failure (NXDOMAIN, timeout) is "not yet". */
export class DnsDomainVerifier implements DomainVerifier {
  async hasTxtRecord(name: string, value: string): Promise<boolean> {
    try {
      const records = await resolveTxt(name);
      return records.some((chunks) => chunks.join('') === value);
    } catch {
      return false;
    }
  }
}

/**
 * The local stand-in (dev, tests, e2e; no DNS reachable): domains under the reserved .test and .localhost TLDs
 * (RFC 2606/6761) have the record, every other domain does not. Tests may also add records by hand.
 */
export class FakeDomainVerifier implements DomainVerifier {
  private readonly records = new Map<string, string>();

  add(name: string, value: string) {
    this.records.set(name, value);
  }

  async hasTxtRecord(name: string, value: string): Promise<boolean> {
    if (this.records.has(name)) return this.records.get(name) === value;
    return /\.(test|localhost)$/.test(name);
  }
}

export function domainVerifierFor(env: Env): DomainVerifier {
  const kind = env.DOMAIN_VERIFIER ?? (env.NODE_ENV === 'production' ? 'dns' : 'fake');
  return kind === 'dns' ? new DnsDomainVerifier() : new FakeDomainVerifier();
}
