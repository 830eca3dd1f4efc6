import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { type OwnedRecordRepository, OwnedRecordsService } from './owned-records';

const ID = '00000000-0000-4000-8000-000000000001';
const CLIENT = '00000000-0000-4000-8000-0000000000c1';

type WidgetRow = { id: string; workspaceId: string; clientId: string; n: number };

class WidgetsService extends OwnedRecordsService<WidgetRow, { id: string; n: number }, OwnedRecordRepository<WidgetRow>> {
  protected readonly noun = 'Widget';
  protected readonly present = (row: WidgetRow) => ({ id: row.id, n: row.n });

  find(workspaceId: string, id: string) {
    return this.get(workspaceId, id);
  }
}

/** Rows of seller "s1" kept in memory; the calls the records made are logged. */
function fakeRepository() {
  const rows: WidgetRow[] = [{ id: ID, workspaceId: 's1', clientId: CLIENT, n: 1 }];
  const calls: string[] = [];
  const repository: OwnedRecordRepository<WidgetRow> = {
    async list(workspaceId, clientId, limit, id) {
      calls.push(`list ${clientId ?? '-'} ${limit} ${id ?? '-'}`);
      return rows.filter(
        (row) => row.workspaceId === workspaceId && (!clientId || row.clientId === clientId) && (!id || row.id === id),
      );
    },
    async delete(workspaceId, id) {
      calls.push(`delete ${id}`);
      const index = rows.findIndex((row) => row.workspaceId === workspaceId && row.id === id);
      if (index >= 0) rows.splice(index, 1);
      return index >= 0;
    },
  };
  return { repository, calls, records: new WidgetsService(repository, { require: async () => {} }) };
}

const notFoundError = (promise: Promise<unknown>) =>
  expect(promise).rejects.toSatisfy((error) => error instanceof AppError && error.message === 'Widget not found');

describe('OwnedRecordsService', () => {
  it('lists presented rows, and nothing (without asking) for a client filter that is no uuid', async () => {
    const { records, calls } = fakeRepository();
    expect(await records.list('s1', CLIENT, 10)).toEqual([{ id: ID, n: 1 }]);
    expect(await records.list('s1', 'not-a-uuid', 10)).toEqual([]);
    expect(calls).toEqual([`list ${CLIENT} 10 -`]);
  });

  it('gets one record, or answers "<noun> not found" for another seller’s id or no uuid', async () => {
    const { records, calls } = fakeRepository();
    expect(await records.find('s1', ID)).toEqual({ id: ID, n: 1 });
    await notFoundError(records.find('s2', ID));
    await notFoundError(records.find('s1', 'nope'));
    expect(calls).toHaveLength(2);
  });

  it('deletes only the seller’s own record', async () => {
    const { records, calls } = fakeRepository();
    await notFoundError(records.delete('s2', ID));
    await notFoundError(records.delete('s1', 'nope'));
    await records.delete('s1', ID);
    await notFoundError(records.find('s1', ID));
    expect(calls.filter((call) => call.startsWith('delete'))).toEqual([`delete ${ID}`, `delete ${ID}`]);
  });
});
