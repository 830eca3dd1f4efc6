import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { timeoutSignal } from './timeout-signal';

// A full collection on demand, as `node --expose-gc` gives: the bug this guards against only shows after one.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('timeoutSignal', () => {
  it('aborts with a TimeoutError after its time even when garbage collection runs meanwhile', async () => {
    const outer = new AbortController();
    const signal = timeoutSignal(100, outer.signal);
    for (let i = 0; i < 5; i++) {
      gc();
      await sleep(40);
    }
    expect(signal.aborted).toBe(true);
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('aborts at once with the reason of any signal it follows', () => {
    const outer = new AbortController();
    const signal = timeoutSignal(60_000, outer.signal);
    outer.abort(new Error('cancelled by the user'));
    expect(signal.aborted).toBe(true);
    expect((signal.reason as Error).message).toBe('cancelled by the user');
  });

  it('is not aborted before its time', async () => {
    const signal = timeoutSignal(500);
    await sleep(50);
    expect(signal.aborted).toBe(false);
  });
});
