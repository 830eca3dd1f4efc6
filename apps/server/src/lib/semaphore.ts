/**
 * At most `slots` tasks run at once; the rest wait their turn in order. Used where each task may take a lot of
 * memory (an image decode can take 160 MB), so a burst of requests queues instead of exhausting the process.
 */
export class Semaphore {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly slots: number) {
    if (!Number.isInteger(slots) || slots < 1) throw new Error('A semaphore needs at least one slot');
  }

  get inUse(): number {
    return this.active;
  }

  get waiting(): number {
    return this.queue.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.slots) await new Promise<void>((resolve) => this.queue.push(resolve));
    else this.active++;
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next in line (the count stays the same), else free it.
      const next = this.queue.shift();
      if (next) next();
      else this.active--;
    }
  }
}
