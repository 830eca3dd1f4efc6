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
import type { AuthUser } from '../../plugins/auth';
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

  private async requireClient(user: AuthUser, clientId: string) {
    if (!isUuid(clientId) || !(await this.clients.find(user.id, clientId))) throw notFound('Client');
  }

  /** Each source answers its newest `limit` events before the cursor; the merge keeps the newest `limit`. */
  async timeline(
    user: AuthUser,
    clientId: string,
    query: { kind?: TimelineKind; cursor?: string; limit: number },
  ): Promise<TimelinePage> {
    const before = decodeTimelineCursor(query.cursor);
    await this.requireClient(user, clientId);
    const sources = query.kind
      ? this.sources.filter((source) => source.kinds.includes(query.kind as TimelineKind))
      : this.sources;
    const request = { vendorId: user.id, clientId, before, limit: query.limit + 1, kind: query.kind };
    const answers = await Promise.all(sources.map((source) => source.events(request)));
    const merged = answers.flat().sort(newerFirst);
    const items = merged.slice(0, query.limit);
    const last = items.at(-1);
    return {
      items,
      nextCursor: merged.length > query.limit && last ? encodeCursor(CURSOR_TAG, [last.at, last.id]) : null,
    };
  }

  async listNotes(user: AuthUser, clientId: string): Promise<ClientNote[]> {
    await this.requireClient(user, clientId);
    return (await this.notes.list(user.id, clientId)).map((row) => toNote(row, user.id));
  }

  async addNote(user: AuthUser, clientId: string, input: { body: string; pinned: boolean }): Promise<ClientNote> {
    await this.requireClient(user, clientId);
    const id = await this.notes.insert(user.id, clientId, user.id, input.body, input.pinned);
    return this.note(user, clientId, id);
  }

  async updateNote(
    user: AuthUser,
    clientId: string,
    id: string,
    change: Partial<Pick<ClientNoteInput, 'body' | 'pinned'>>,
  ): Promise<ClientNote> {
    await this.requireClient(user, clientId);
    if (!isUuid(id) || !(await this.notes.update(user.id, clientId, id, user.id, change))) throw notFound('Note');
    return this.note(user, clientId, id);
  }

  async deleteNote(user: AuthUser, clientId: string, id: string): Promise<void> {
    await this.requireClient(user, clientId);
    if (!isUuid(id) || !(await this.notes.delete(user.id, clientId, id, user.id))) throw notFound('Note');
  }

  private async note(user: AuthUser, clientId: string, id: string): Promise<ClientNote> {
    const row = await this.notes.find(user.id, clientId, id);
    if (!row) throw notFound('Note');
    return toNote(row, user.id);
  }

  async savedViews(user: AuthUser): Promise<SavedView[]> {
    return (await this.views.list(user.id)).map(toView);
  }

  async saveView(user: AuthUser, input: SavedViewInput): Promise<SavedView> {
    if ((await this.views.count(user.id)) >= SAVED_VIEWS_MAX)
      throw badRequest('name', `name: at most ${SAVED_VIEWS_MAX} saved views`);
    return toView(await this.views.insert(user.id, input.name, input.filters as ClientViewFilters));
  }

  async deleteView(user: AuthUser, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.views.delete(user.id, id))) throw notFound('Saved view');
  }
}

function toView(row: { id: string; name: string; filters: unknown; createdAt: Date }): SavedView {
  const filters = clientViewFiltersSchema.safeParse(row.filters);
  return { id: row.id, name: row.name, filters: filters.success ? filters.data : {}, createdAt: row.createdAt.toISOString() };
}
