import { classifyError, isAbortError } from '../../engines/engine-errors.ts';
import { AppError } from '../../errors.ts';
import { CacheMissError } from '../cache/index.ts';
import { executeCompiled } from '../execute.ts';
import { concurrencyLimitOf } from '../limits.ts';
import type { Stage } from './stage.ts';

/**
 * Runs the compiled SQL on the database. A timeout or a client that went away aborts the call (which
 * cancels the query); database errors become a typed failure through the engine's error patterns.
 */
export const executeStage: Stage = {
  name: 'execute',
  async run(r, env, { slots }) {
    if (env.cacheOnly) throw new CacheMissError();
    const driver = await env.driver();
    // The database's `max_concurrent_queries` (extra) holds across processes sharing Redis.
    const limit = concurrencyLimitOf(env.ds.database.extra);
    let releaseSlot: (() => Promise<void>) | null = null;
    try {
      const waitStart = performance.now();
      releaseSlot = await slots.acquire(env.ds.database.id, limit, env.signal);
      r.slotWaitMs = performance.now() - waitStart;
      const dateFormats = Object.fromEntries(
        env.ds.columns.map((c) => [c.name, c.pythonDateFormat]),
      );
      const out = await executeCompiled(driver, r.compiled!, {
        signal: env.signal,
        offsetHours: env.ds.offset,
        dateFormats,
      });
      r.frame = out.frame;
      r.engineTypes = out.generic;
      r.sqlRowcount = out.sqlRowcount;
    } catch (e) {
      if (e instanceof AppError && e.status < 500 && !('driverMessage' in e)) throw e;
      if (isAbortError(e) && env.signal?.aborted) {
        r.error = {
          message: 'The query exceeded the timeout or was cancelled.',
          errorType: 'BACKEND_TIMEOUT_ERROR',
        };
        return;
      }
      const { errorType, message } = classifyError(env.ds.engine, e);
      r.error = { message, errorType, extra: { engine_name: env.ds.engine.name } };
    } finally {
      await releaseSlot?.();
    }
  },
};
