/**
 * `AbortSignal.any([...signals, AbortSignal.timeout(ms)])`, made to fire. On Node 20 a timeout signal that only a
 * composite refers to can be garbage-collected before its time, and then the composite never aborts
 * (nodejs/node#57736): a deadline that silently never comes. Here the timer holds its controller strongly; it is
 * unref'd, so it never keeps the process alive by itself. The reason is a TimeoutError, as AbortSignal.timeout's is.
 */
export function timeoutSignal(ms: number, ...signals: AbortSignal[]): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')), ms).unref();
  return signals.length ? AbortSignal.any([controller.signal, ...signals]) : controller.signal;
}
