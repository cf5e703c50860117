/**
 * Why a running query was aborted: stopped by a user, its timeout, the server shutting down (the
 * query fails), or its worker handing the job back to the queue (nothing is recorded: it runs again).
 */
export type AbortReason = 'stopped' | 'timeout' | 'shutdown' | 'handback';

/** The reason object passed to AbortController.abort, so the runner can tell a stop from a timeout. */
export class RunAbort extends Error {
  constructor(readonly reason: AbortReason) {
    super(`Query aborted: ${reason}`);
    this.name = 'AbortError';
  }
}

/** The abort reason of a signal, when it was fired by us. */
export function abortReasonOf(signal: AbortSignal): AbortReason | null {
  if (!signal.aborted) return null;
  return signal.reason instanceof RunAbort ? signal.reason.reason : 'shutdown';
}

interface Run {
  controller: AbortController;
  settled: Promise<void>;
  resolve: () => void;
}

/**
 * Queries running in this process, by client_id, with the controller that cancels them in the
 * database. A stop request aborts the controller; a stop for a query running in another process
 * reaches it through the cluster's `sqllab.stop` message (sqllab-service.ts), and in any case
 * through the stored status (checked between statements).
 */
export class RunRegistry {
  readonly #runs = new Map<string, Run>();

  add(clientId: string, controller: AbortController): void {
    let resolve: () => void = () => undefined;
    const settled = new Promise<void>((r) => {
      resolve = r;
    });
    this.#runs.set(clientId, { controller, settled, resolve });
  }

  /** Called by the runner once the query's final state is stored. */
  remove(clientId: string, controller: AbortController): void {
    const run = this.#runs.get(clientId);
    if (run?.controller !== controller) return;
    this.#runs.delete(clientId);
    run.resolve();
  }

  /**
   * Aborts a running query and waits (at most `waitMs`) until the run has settled, so that on return
   * the database no longer runs it. False when it does not run in this process.
   */
  async abort(clientId: string, reason: AbortReason, waitMs = 10_000): Promise<boolean> {
    const run = this.#runs.get(clientId);
    if (!run) return false;
    run.controller.abort(new RunAbort(reason));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      run.settled,
      new Promise<void>((r) => {
        timer = setTimeout(r, waitMs);
        timer.unref();
      }),
    ]);
    clearTimeout(timer);
    return true;
  }

  /** Aborts everything (server shutdown) and waits for the runs to settle. */
  async abortAll(waitMs = 5_000): Promise<void> {
    await Promise.all([...this.#runs.keys()].map((id) => this.abort(id, 'shutdown', waitMs)));
  }

  get size(): number {
    return this.#runs.size;
  }
}

/** Now as epoch milliseconds with a fraction, as Superset's `now_as_float` stores query times. */
export function nowMs(): number {
  return Math.round((performance.timeOrigin + performance.now()) * 1000) / 1000;
}
