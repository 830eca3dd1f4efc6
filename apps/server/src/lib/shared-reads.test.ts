import { describe, expect, it } from 'vitest';
import { SharedReads } from './shared-reads';

/** A read that resolves (or fails) when released; each run returns its own number, so callers can tell runs apart. */
function controlledRead() {
  let runs = 0;
  const pending: { resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
  const read = () =>
    new Promise<number>((resolve, reject) => {
      runs += 1;
      const run = runs;
      pending.push({ resolve: () => resolve(run), reject });
    });
  return { read, pending, runs: () => runs };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('SharedReads', () => {
  it('runs at once when idle, and serves everyone who arrives during a run with one next run', async () => {
    const reads = new SharedReads<number>();
    const { read, pending, runs } = controlledRead();
    const first = reads.run('page', read);
    expect(runs()).toBe(1);
    const later = Array.from({ length: 10 }, () => reads.run('page', read));
    expect(runs()).toBe(1);
    pending[0].resolve(0);
    expect(await first).toBe(1);
    await settle();
    expect(runs()).toBe(2);
    pending[1].resolve(0);
    // Every later caller got the run that started after it asked, never the one already running.
    expect(await Promise.all(later)).toEqual(Array(10).fill(2));
    expect(runs()).toBe(2);
  });

  it('keeps different keys apart', async () => {
    const reads = new SharedReads<number>();
    const { read, pending, runs } = controlledRead();
    const a = reads.run('a', read);
    const b = reads.run('b', read);
    expect(runs()).toBe(2);
    pending[0].resolve(0);
    pending[1].resolve(0);
    expect([await a, await b]).toEqual([1, 2]);
  });

  it('fails only the callers of the run that failed; the waiting ones get a fresh run', async () => {
    const reads = new SharedReads<number>();
    const { read, pending } = controlledRead();
    const failing = reads.run('page', read);
    const waiting = reads.run('page', read);
    pending[0].reject(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await settle();
    pending[1].resolve(0);
    expect(await waiting).toBe(2);
  });

  it('forgets a key once its runs are over (the next caller runs alone again)', async () => {
    const reads = new SharedReads<number>();
    const { read, pending, runs } = controlledRead();
    const first = reads.run('page', read);
    pending[0].resolve(0);
    await first;
    const again = reads.run('page', read);
    expect(runs()).toBe(2);
    pending[1].resolve(0);
    expect(await again).toBe(2);
  });
});
