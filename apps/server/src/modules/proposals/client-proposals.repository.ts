import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { proposals, proposalVersions } from '../../db/schema/index';

/** Every version sent to a client (each keeps its own public link), newest first: what its portal lists. */
export async function clientProposalVersions(db: Db, workspaceId: string, clientId: string) {
  return db
    .select({
      id: proposalVersions.id,
      proposalId: proposals.id,
      title: proposals.title,
      version: proposalVersions.version,
      latestVersion: proposals.version,
      status: proposals.status,
      sentAt: proposalVersions.sentAt,
      token: proposalVersions.publicToken,
    })
    .from(proposalVersions)
    .innerJoin(proposals, eq(proposals.id, proposalVersions.proposalId))
    .where(and(eq(proposals.workspaceId, workspaceId), eq(proposals.clientId, clientId)))
    .orderBy(desc(proposalVersions.sentAt), desc(proposalVersions.id))
    .limit(200);
}
