import { describe, expect, it } from 'vitest';
import { BatchQueue } from './batch-queue';

/** A write that resolves when released, recording each batch it was given. */
function controlledWrite() {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const write = (items: number[]) =>
    new Promise<number[]>((resolve) => {
      batches.push(items);
      releases.push(() => resolve(items.map((item) => item * 10)));
    });
  return { batches, releases, write };
}

describe('BatchQueue', () => {
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it('starts a batch after the current turn (no timer), with everything that arrived in it', async () => {
    const { batches, releases, write } = controlledWrite();
    const group = new BatchQueue(write, { maxBatch: 100, maxInFlight: 1 });
    const first = [group.run(1), group.run(2)];
    expect(batches).toEqual([]);
    await nextTurn();
    expect(batches).toEqual([[1, 2]]);
    releases[0]();
    expect(await Promise.all(first)).toEqual([10, 20]);
  });

  it('groups what arrives while a write is in flight into the next write', async () => {
    const { batches, releases, write } = controlledWrite();
    const group = new BatchQueue(write, { maxBatch: 100, maxInFlight: 1 });
    const first = group.run(1);
    await nextTurn();
    const rest = [2, 3, 4].map((item) => group.run(item));
    await nextTurn();
    expect(batches).toEqual([[1]]);
    releases[0]();
    expect(await first).toBe(10);
    await nextTurn();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    releases[1]();
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
  });

  it('caps a batch and runs up to maxInFlight writes at once', async () => {
    const { batches, releases, write } = controlledWrite();
    const group = new BatchQueue(write, { maxBatch: 2, maxInFlight: 2 });
    const all = [1, 2, 3, 4, 5, 6].map((item) => group.run(item));
    await nextTurn();
    expect(batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
    releases[0]();
    releases[1]();
    await nextTurn();
    expect(batches.slice(2)).toEqual([[5, 6]]);
    releases[2]();
    expect(await Promise.all(all)).toEqual([10, 20, 30, 40, 50, 60]);
  });

  it('a failed write rejects its own batch only', async () => {
    let calls = 0;
    const group = new BatchQueue(
      async (items: number[]) => {
        calls += 1;
        if (calls === 1) throw new Error('database went away');
        return items;
      },
      { maxBatch: 10, maxInFlight: 1 },
    );
    const failed = expect(group.run(1)).rejects.toThrow('database went away');
    await nextTurn();
    const later = group.run(2);
    await failed;
    expect(await later).toBe(2);
  });
});
