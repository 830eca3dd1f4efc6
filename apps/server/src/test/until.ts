/**
 * Polls `read` until `done` accepts its value or the time is up, and returns the last value either way: the
 * test's own assertion on it then says what was expected, instead of a bare timeout.
 */
export async function until<T>(
  read: () => Promise<T> | T,
  done: (value: T) => boolean,
  timeoutMs = 30_000,
  intervalMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
