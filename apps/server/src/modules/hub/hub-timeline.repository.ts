import { auditTypeLabels } from '@proclub/contracts/hub';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditRuns, clientAudits, proofReports } from '../../db/schema/index';
import { readTimelineStreams, type TimelineSource } from '../crm/crm.public';

/**
 * A client's audits and proof reports on its CRM timeline: each audit run with its score and the change since the
 * run before, and reports sent and viewed (client_audits_client_idx, proof_reports_client_idx).
 */
export function hubTimelineSource(db: Db): TimelineSource {
  return {
    kinds: ['audit', 'report'],
    events: ({ vendorId, clientId, ...page }) =>
      readTimelineStreams(
        db,
        [
          sql`select 'audit-run:' || r.id::text as id, 'audit' as kind, 'ran' as action, r.created_at as ts,
              (case a.audit_type ${sql.raw(
                Object.entries(auditTypeLabels)
                  .map(([type, label]) => `when '${type}' then '${label}'`)
                  .join(' '),
              )} end) || ' audit: ' || r.score::text as title,
              case when r.previous is null then null
                when r.score > r.previous then 'Up ' || (r.score - r.previous)::text || ' from ' || r.previous::text
                when r.score < r.previous then 'Down ' || (r.previous - r.score)::text || ' from ' || r.previous::text
                else 'No change' end as detail,
              '/hub/audits/' || a.id::text as link
            from ${clientAudits} a
            join lateral (
              select ar.id, ar.score, ar.created_at,
                lag(ar.score) over (order by ar.created_at, ar.id) as previous
              from ${auditRuns} ar where ar.audit_id = a.id
            ) r on true
            where a.client_id = ${clientId} and a.workspace_id = ${vendorId}`,
          sql`select 'report-sent:' || pr.id::text as id, 'report' as kind, 'sent' as action, pr.sent_at as ts,
              pr.title as title,
              (select coalesce(nullif(pp.full_name, ''), nullif(uu.name, ''), uu.email) || ' sent it'
                 from "user" uu left join profiles pp on pp.id = uu.id where uu.id = pr.sent_by) as detail, '/hub/proof-reports/' || pr.id::text as link
            from ${proofReports} pr
            where pr.client_id = ${clientId} and pr.workspace_id = ${vendorId} and pr.sent_at is not null`,
          sql`select 'report-viewed:' || pr.id::text as id, 'report' as kind, 'viewed' as action, pr.viewed_at as ts,
              pr.title as title, null::text as detail, '/hub/proof-reports/' || pr.id::text as link
            from ${proofReports} pr
            where pr.client_id = ${clientId} and pr.workspace_id = ${vendorId} and pr.viewed_at is not null`,
        ],
        page,
      ),
  };
}
