interface Waiting<I, O> {
  item: I;
  resolve: (result: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Batching for a hot path: every caller waits for its own item, but items that arrive while batches are in flight go
 * together into the next batch (one statement, one round trip, one commit for many). Used for writes (group commit of
 * tracking events) and for reads (concurrent by-id reads become one `= any($1)` statement). An item never joins a
 * batch already running, so a read sees everything committed before it was asked. An idle path adds no delay: the
 * first item runs at once, alone. Nothing waits on a timer; a burst simply makes bigger batches.
 */
export class BatchQueue<I, O> {
  private readonly queue: Waiting<I, O>[] = [];
  private inFlight = 0;

  /**
   * @param write runs a batch and returns one result per item, in order.
   * @param options.maxBatch items per write at most; options.maxInFlight writes running at once (≤ the pool size).
   */
  constructor(
    private readonly write: (items: I[]) => Promise<O[]>,
    private readonly options: { maxBatch: number; maxInFlight: number } = { maxBatch: 250, maxInFlight: 4 },
  ) {}

  run(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (this.inFlight < this.options.maxInFlight) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.inFlight += 1;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.options.maxBatch);
        try {
          const results = await this.write(batch.map((waiting) => waiting.item));
          for (const [index, waiting] of batch.entries()) waiting.resolve(results[index]);
        } catch (error) {
          for (const waiting of batch) waiting.reject(error);
        }
      }
    } finally {
      this.inFlight -= 1;
    }
  }
}
