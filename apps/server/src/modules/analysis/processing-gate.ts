/**
 * At most `limit` analyses parse and check at once per process. Each parsed page holds a DOM of several MB;
 * letting 20 concurrent analyses all hold one at a time balloons the heap and the GC pauses that stall every
 * request, while running them a few at a time costs the same CPU and keeps the event loop responsive.
 */
export class ProcessingGate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    try {
      return await work();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}
