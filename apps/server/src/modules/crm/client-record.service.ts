import type {
  ClientNote,
  ClientNoteInput,
  ClientViewFilters,
  SavedView,
  SavedViewInput,
  TimelineEvent,
  TimelineKind,
  TimelinePage,
} from '@proclub/contracts/crm';
import { clientViewFiltersSchema, SAVED_VIEWS_MAX } from '@proclub/contracts/crm';
import { badRequest, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import type { ClientNotesRepository, NoteRow } from './client-notes.repository';
import type { TimelineCursor, TimelineSource } from './client-timeline.repository';
import type { ClientsRepository } from './clients.repository';
import type { SavedViewsRepository } from './saved-views.repository';

const CURSOR_TAG = 'timeline';
const TIMESTAMP_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

function decodeTimelineCursor(cursor: string | undefined): TimelineCursor | null {
  const values = decodeCursor(CURSOR_TAG, cursor, 2);
  if (!values) return null;
  const [at, id] = values;
  if (typeof at !== 'string' || !TIMESTAMP_KEY.test(at) || typeof id !== 'string' || id.length > 100)
    throw badRequest('cursor', 'cursor: invalid page cursor');
  return { at, id };
}

/** Newest first; ties by id in byte order (the "C" collation the sources sort by). */
/** The workspace worked in and the person doing it. */
type Actor = { id: string; userId: string };

const newerFirst = (a: TimelineEvent, b: TimelineEvent) =>
  a.at === b.at ? (a.id < b.id ? 1 : a.id > b.id ? -1 : 0) : a.at < b.at ? 1 : -1;

const toNote = (row: NoteRow, userId: string): ClientNote => ({
  id: row.id,
  body: row.body,
  pinned: row.pinnedAt !== null,
  author: row.authorId ? { id: row.authorId, name: row.authorName ?? '' } : null,
  mine: row.authorId === userId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** One client's record page: its timeline (merged from every module's source), notes, and the list's saved views. */
export class ClientRecordService {
  constructor(
    private readonly clients: ClientsRepository,
    private readonly notes: ClientNotesRepository,
    private readonly views: SavedViewsRepository,
    private readonly sources: readonly TimelineSource[],
  ) {}

  private async requireClient(workspaceId: string, clientId: string) {
    if (!isUuid(clientId) || !(await this.clients.find(workspaceId, clientId))) throw notFound('Client');
  }

  /** Each source answers its newest `limit` events before the cursor; the merge keeps the newest `limit`. */
  async timeline(
    workspaceId: string,
    clientId: string,
    query: { kind?: TimelineKind; cursor?: string; limit: number },
  ): Promise<TimelinePage> {
    const before = decodeTimelineCursor(query.cursor);
    await this.requireClient(workspaceId, clientId);
    const sources = query.kind
      ? this.sources.filter((source) => source.kinds.includes(query.kind as TimelineKind))
      : this.sources;
    const request = { vendorId: workspaceId, clientId, before, limit: query.limit + 1, kind: query.kind };
    const answers = await Promise.all(sources.map((source) => source.events(request)));
    const merged = answers.flat().sort(newerFirst);
    const items = merged.slice(0, query.limit);
    const last = items.at(-1);
    return {
      items,
      nextCursor: merged.length > query.limit && last ? encodeCursor(CURSOR_TAG, [last.at, last.id]) : null,
    };
  }

  async listNotes(actor: Actor, clientId: string): Promise<ClientNote[]> {
    await this.requireClient(actor.id, clientId);
    return (await this.notes.list(actor.id, clientId)).map((row) => toNote(row, actor.userId));
  }

  async addNote(actor: Actor, clientId: string, input: { body: string; pinned: boolean }): Promise<ClientNote> {
    await this.requireClient(actor.id, clientId);
    const id = await this.notes.insert(actor.id, clientId, actor.userId, input.body, input.pinned);
    return this.note(actor, clientId, id);
  }

  /** A note is edited, pinned or deleted by its author only (a teammate's note is theirs). */
  async updateNote(
    actor: Actor,
    clientId: string,
    id: string,
    change: Partial<Pick<ClientNoteInput, 'body' | 'pinned'>>,
  ): Promise<ClientNote> {
    await this.requireClient(actor.id, clientId);
    if (!isUuid(id) || !(await this.notes.update(actor.id, clientId, id, actor.userId, change))) throw notFound('Note');
    return this.note(actor, clientId, id);
  }

  async deleteNote(actor: Actor, clientId: string, id: string): Promise<void> {
    await this.requireClient(actor.id, clientId);
    if (!isUuid(id) || !(await this.notes.delete(actor.id, clientId, id, actor.userId))) throw notFound('Note');
  }

  private async note(actor: Actor, clientId: string, id: string): Promise<ClientNote> {
    const row = await this.notes.find(actor.id, clientId, id);
    if (!row) throw notFound('Note');
    return toNote(row, actor.userId);
  }

  /** Saved views are the person's own (their "My active clients"), whichever workspace they work in. */
  async savedViews(userId: string): Promise<SavedView[]> {
    return (await this.views.list(userId)).map(toView);
  }

  async saveView(userId: string, input: SavedViewInput): Promise<SavedView> {
    if ((await this.views.count(userId)) >= SAVED_VIEWS_MAX)
      throw badRequest('name', `name: at most ${SAVED_VIEWS_MAX} saved views`);
    return toView(await this.views.insert(userId, input.name, input.filters as ClientViewFilters));
  }

  async deleteView(userId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.views.delete(userId, id))) throw notFound('Saved view');
  }
}

function toView(row: { id: string; name: string; filters: unknown; createdAt: Date }): SavedView {
  const filters = clientViewFiltersSchema.safeParse(row.filters);
  return { id: row.id, name: row.name, filters: filters.success ? filters.data : {}, createdAt: row.createdAt.toISOString() };
}
