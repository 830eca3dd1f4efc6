import type { PublicProposal } from '@proclub/contracts/proposals';
import type { ApiClient } from '../../test/test-app';

/** Signs a sent proposal by its link as a client would: reads the page (its document hash), types a name, consents. */
export async function signProposal(client: ApiClient, token: string, fullName = 'Pat Client') {
  const page = await client.get(`/api/public/proposals/${token}`);
  const documentHash = page.statusCode === 200 ? (page.json() as PublicProposal).documentHash : '0'.repeat(64);
  return client.post(`/api/public/proposals/${token}/sign`, { fullName, consent: true, documentHash });
}
