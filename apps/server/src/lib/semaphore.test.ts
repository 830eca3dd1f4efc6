import { describe, expect, it } from 'vitest';
import { Semaphore } from './semaphore';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('Semaphore', () => {
  it('runs at most `slots` tasks at once, the rest in the order they came', async () => {
    const semaphore = new Semaphore(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const tasks = [0, 1, 2, 3, 4].map((n) =>
      semaphore.run(async () => {
        started.push(n);
        running++;
        peak = Math.max(peak, running);
        await tick();
        running--;
        return n * 10;
      }),
    );
    expect(semaphore.inUse).toBe(2);
    expect(semaphore.waiting).toBe(3);
    expect(await Promise.all(tasks)).toEqual([0, 10, 20, 30, 40]);
    expect(peak).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(semaphore.inUse).toBe(0);
  });

  it('frees the slot when a task throws', async () => {
    const semaphore = new Semaphore(1);
    await expect(semaphore.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await semaphore.run(async () => 'next')).toBe('next');
    expect(semaphore.inUse).toBe(0);
  });

  it('refuses a semaphore without slots', () => {
    expect(() => new Semaphore(0)).toThrow();
  });
});
