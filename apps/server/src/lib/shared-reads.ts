/**
 * Identical concurrent reads share one run (request coalescing for the hottest public reads, issue #18). A read that
 * arrives while an identical one is running does not join it — that run may have started before the caller's own
 * write committed — but waits for the next run, which starts as soon as the current one ends and answers everyone who
 * arrived meanwhile. So every caller gets data read after it asked, exactly as if it had run alone; at most one run
 * per key is in flight; and an idle path adds no delay (the first caller runs at once). Under a burst of the same
 * page (the marketplace's first page, a popular search), the database sees a handful of statements instead of one
 * per visitor. Callers share the result object: treat it as read-only.
 */
export class SharedReads<T> {
  private readonly running = new Map<string, Promise<T>>();
  private readonly queued = new Map<string, Promise<T>>();

  run(key: string, read: () => Promise<T>): Promise<T> {
    const waiting = this.queued.get(key);
    if (waiting) return waiting;
    const current = this.running.get(key);
    if (!current) return this.start(key, read);
    const next = current.then(
      () => this.startQueued(key, read),
      () => this.startQueued(key, read),
    );
    this.queued.set(key, next);
    return next;
  }

  private startQueued(key: string, read: () => Promise<T>): Promise<T> {
    this.queued.delete(key);
    return this.start(key, read);
  }

  private start(key: string, read: () => Promise<T>): Promise<T> {
    const run = read().finally(() => {
      if (this.running.get(key) === run) this.running.delete(key);
    });
    this.running.set(key, run);
    return run;
  }
}
