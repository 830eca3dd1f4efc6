import type { DomainEventType } from '@proclub/contracts/workflows';

/**
 * A fact a module reports for automations (issue 35, ADR 052): "proposal viewed", "project status changed", …
 * The module that owns the fact reports it through `app.recordDomainEvent` (the composition, app.ts, wires it to
 * the workflows module, which records it once and enrols the workflows that listen). Reporting never throws into
 * the caller's flow: a failure is logged, and the fact the caller recorded stays.
 */
export interface DomainEventInput {
  /**
   * The idempotency key: the same fact reported twice (a retried job, two instances) must give the same id, so
   * derive it from the fact (`proposal.viewed:<version id>`); omit it for facts that can happen again (a tag).
   */
  id?: string;
  workspaceId: string;
  type: DomainEventType;
  clientId?: string | null;
  projectId?: string | null;
  proposalId?: string | null;
  /** The thing the event is about when it is none of the above (an invoice, an order, an audit run). */
  subjectId?: string | null;
  payload?: Record<string, unknown>;
  occurredAt?: Date;
}

export type RecordDomainEvent = (event: DomainEventInput) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Reports a domain event (see DomainEventInput); a no-op until the composition wires the recorder. */
    recordDomainEvent: RecordDomainEvent;
  }
}
