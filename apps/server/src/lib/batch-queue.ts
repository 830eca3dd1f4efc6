interface Waiting<I, O> {
  item: I;
  resolve: (result: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Batching for a hot path: every caller waits for its own item, but items that arrive together go in one batch (one
 * statement, one round trip, one commit for many). Used for writes (group commit of tracking events) and for reads
 * (concurrent by-id reads become one `= any($1)` statement). An item never joins a batch already running, so a read
 * sees everything committed before it was asked.
 *
 * "Together" means the same turn of the event loop or while batches are in flight. A batch starts on setImmediate:
 * after the requests already received in this I/O turn have been parsed and queued their items, never on a timer.
 * That matters most for PGlite, whose statements run on this event loop: started at once, a write would finish
 * before the next request is even read, and every request would be a batch of one.
 */
export class BatchQueue<I, O> {
  private readonly queue: Waiting<I, O>[] = [];
  private inFlight = 0;
  private startScheduled = false;

  /**
   * @param write runs a batch and returns one result per item, in order.
   * @param options.maxBatch items per write at most; options.maxInFlight writes running at once (≤ the pool size).
   */
  constructor(
    private readonly write: (items: I[]) => Promise<O[]>,
    private readonly options: { maxBatch: number; maxInFlight: number },
  ) {}

  run(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (this.inFlight < this.options.maxInFlight && !this.startScheduled) {
        this.startScheduled = true;
        setImmediate(() => this.start());
      }
    });
  }

  /** As many batches at once as the queue fills, up to maxInFlight in all. */
  private start() {
    this.startScheduled = false;
    const wanted = Math.ceil(this.queue.length / this.options.maxBatch);
    const free = this.options.maxInFlight - this.inFlight;
    for (let n = 0; n < Math.min(wanted, free); n++) void this.drain();
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
