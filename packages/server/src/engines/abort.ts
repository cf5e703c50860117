import { QueryAbortedError } from './engine-errors.ts';

/** How long an aborted query may take to stop after the cancel before we reject anyway. */
const SETTLE_TIMEOUT_MS = 5_000;

/** Rejects at once when the signal already fired (nothing was started yet). */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new QueryAbortedError();
}

/**
 * Starts `start()` unless `signal` already fired, so that aborting calls `cancel` (stop the query inside
 * the database) and rejects with a QueryAbortedError. The rejection waits until the task settled (bounded
 * by a timeout) so that, when the caller sees the AbortError, the database is no longer running the query.
 */
export function runCancellable<T>(
  start: () => Promise<T>,
  signal: AbortSignal | undefined,
  cancel: () => unknown,
): Promise<T> {
  if (!signal) return start();
  if (signal.aborted) return Promise.reject(new QueryAbortedError());
  const task = start();
  return new Promise<T>((resolve, reject) => {
    let aborted = false;
    const onAbort = () => {
      aborted = true;
      const settled = task.then(
        () => undefined,
        () => undefined,
      );
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((r) => {
        timer = setTimeout(r, SETTLE_TIMEOUT_MS);
        timer.unref();
      });
      Promise.resolve()
        .then(cancel)
        .catch(() => undefined)
        .then(() => Promise.race([settled, timeout]))
        .then(() => {
          clearTimeout(timer);
          reject(new QueryAbortedError());
        });
    };
    signal.addEventListener('abort', onAbort, { once: true });
    task.then(
      (value) => {
        if (aborted) return;
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (err: unknown) => {
        if (aborted) return;
        signal.removeEventListener('abort', onAbort);
        reject(err);
      },
    );
  });
}
