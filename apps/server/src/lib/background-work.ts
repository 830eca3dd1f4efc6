/**
 * Work done after the answer, so the answer's timing cannot tell what its body does not: e.g. a password-reset
 * request for a known address writes a token and a mail, an unknown one writes nothing — answered first, both take
 * the same time (issue #30). Failures are logged (the caller already answered); `settled()` waits for everything
 * started so far (tests read the mail after it; shutdown lets it finish).
 */
export class BackgroundWork {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: { error(details: object, message: string): void }) {}

  /** Runs `work` on a later turn of the event loop: the caller answers before any of it starts. */
  run(label: string, work: () => Promise<unknown>): void {
    this.track(
      label,
      new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
        await work();
      }),
    );
  }

  /** Tracks work already started (e.g. a promise better-auth hands over instead of awaiting it). */
  track(label: string, work: Promise<unknown>): void {
    const task: Promise<void> = work
      .then(
        () => undefined,
        (error: unknown) => this.log.error({ err: error }, `${label} failed`),
      )
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /** Resolves when every task started so far (and any they started) has ended. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
